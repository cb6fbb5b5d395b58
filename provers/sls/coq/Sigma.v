(* Strategy Σ (v2 Definition 2.6), as models/sls/sigma.cpp's sigmaMove plays it for
   SigmaVersion::V2 (the version of sls-v2/thm5.4b), and Theorem 5.4b: from every well-formed state
   whose decider is labelled the winner by label54, Σ's move keeps the label (sigma_wins); it is a
   legal step, or step 2 followed by one (sigma_wins_legal). Loaded after Endgame.v:
     coqtop -batch -l Game.v -l Endgame.v -l Sigma.v
   tests/sls_prover/coq_test.cpp proves `sigma r s` equal to the engine's sigmaMove by vm_compute
   on every state to 4 chips and what it reaches. *)

(* The first of the longest piles topped by c (the engine's piles are sorted by code, longest
   first, so the engine takes the first pile topped by c: the same pile). *)
Fixpoint longest (c : colour) (l : list pile) : option pile :=
  match l with
  | [] => None
  | p :: l' =>
      let rest := longest c l' in
      if colour_eqb (top p) c
      then match rest with Some q => if len p <? len q then rest else Some p | None => Some p end
      else rest
  end.

(* Σ's move: in a window, pass; in a capture, discard an opponent chip of the captured pile if
   there is one, else an own chip; in play, (1) capture the longest own pile with an own chip,
   (2) discard every prisoner (one move of the engine's sigmaMove, not an engine option: F does
   not read prisoners), (3) top the longest opponent pile with an own chip, else an empty pile. *)
Definition sigma (r : rules) (s : state) : option (action * state) :=
  let x := decider s in
  let y := other x in
  match phase_of s with
  | WindowWaiting | WindowMover => Some (Done, pass s)
  | Capture =>
      let d := if 0 <? pending s y then y else x in
      if 0 <? pending s d then Some (Discard d, discard r s d) else None
  | Play =>
      match (if 0 <? hand s x x then longest x (piles s) else None) with
      | Some p => Some (Place x (code p), place r s x (Some p))
      | None =>
          if 0 <? hand s x y then Some (DiscardPrisoner y, set_hand s x y 0)
          else if hand s x x =? 0 then None
          else match longest y (piles s) with
               | Some p => Some (Place x (code p), place r s x (Some p))
               | None => if 0 <? empty s then Some (Place x 0, place r s x None) else None
               end
      end
  end.

Lemma longest_some : forall c l p, longest c l = Some p ->
  In p l /\ colour_eqb (top p) c = true /\ forall q, In q l -> colour_eqb (top q) c = true -> len q <= len p.
Proof.
  intros c l. induction l as [|q0 l IH]; intros p H; simpl in H; [discriminate | ].
  destruct (colour_eqb (top q0) c) eqn:C.
  - destruct (longest c l) as [q|] eqn:Lq.
    + destruct (IH q eq_refl) as [Hq [Cq Mq]].
      destruct (len q0 <? len q) eqn:E; inversion H; subst; clear H.
      * apply Nat.ltb_lt in E. split; [right; exact Hq | split; [exact Cq | ]].
        intros q' [<- | H'] Cq'; [lia | exact (Mq q' H' Cq')].
      * apply Nat.ltb_ge in E. split; [left; reflexivity | split; [exact C | ]].
        intros q' [<- | H'] Cq'; [lia | specialize (Mq q' H' Cq'); lia].
    + inversion H; subst; clear H. split; [left; reflexivity | split; [exact C | ]].
      intros q' [<- | H'] Cq'; [lia | ].
      exfalso. clear IH. induction l as [|q1 l IH']; [contradiction | ].
      simpl in Lq. destruct H' as [<- | H'].
      * rewrite Cq' in Lq. destruct (longest c l); [destruct (_ <? _); discriminate | discriminate].
      * destruct (colour_eqb (top q1) c); [destruct (longest c l); [destruct (_ <? _); discriminate | discriminate] | ].
        exact (IH' Lq H').
  - destruct (IH p H) as [Hp [Cp Mp]]. split; [right; exact Hp | split; [exact Cp | ]].
    intros q' [<- | H'] Cq'; [congruence | exact (Mp q' H' Cq')].
Qed.
Lemma longest_none : forall c l, longest c l = None -> forall q, In q l -> colour_eqb (top q) c = false.
Proof.
  intros c l. induction l as [|q0 l IH]; intros H q Hq; [contradiction | ]. simpl in H.
  destruct (colour_eqb (top q0) c) eqn:C.
  - destruct (longest c l); [destruct (_ <? _); discriminate | discriminate].
  - destruct Hq as [<- | Hq]; [exact C | exact (IH H q Hq)].
Qed.

Transparent own count.
Lemma own_len : forall p, own p = Nat.div2 (S (len p)).
Proof. intro p. unfold own, count. rewrite colour_eqb_refl. reflexivity. Qed.
Opaque own count.
Lemma div2_mono : forall a b, a <= b -> Nat.div2 a <= Nat.div2 b.
Proof. intros a b H. rewrite !Nat.div2_div. apply Nat.div_le_mono; lia. Qed.

(* A bound on every pile of a class bounds its max. *)
Lemma max_own_le : forall c l v, (forall q, In q l -> in_class c q = true -> own q <= v) -> max_own c l <= v.
Proof.
  intros c l v. induction l as [|q l IH]; intro H.
  - Transparent max_own. unfold max_own. simpl. lia. Opaque max_own.
  - destruct (aggs_cons c q l) as [_ [_ [_ [M _]]]]. rewrite M.
    assert (max_own c l <= v) by (apply IH; intros q' Hq' C'; apply H; [right | ]; assumption).
    destruct (in_class c q) eqn:C; [ | assumption].
    specialize (H q (or_introl eq_refl) C). lia.
Qed.

(* The longest pile topped by c: if long, its own count is the class's max; else the class is empty. *)
Lemma longest_max : forall c l p, longest c l = Some p ->
  (2 <= len p /\ own p = max_own c l) \/ (len p <= 1 /\ sum_own c l = 0 /\ max_own c l = 0).
Proof.
  intros c l p H. destruct (longest_some c l p H) as [Hp [Cp Mp]].
  assert (Le : max_own c l <= own p).
  { apply max_own_le. intros q Hq Iq. unfold in_class in Iq. apply andb_true_iff in Iq. destruct Iq as [Cq Lq].
    rewrite !own_len. apply div2_mono. specialize (Mp q Hq Cq). lia. }
  destruct (le_lt_dec 2 (len p)) as [L | L].
  - left. split; [exact L | ].
    destruct (aggs_remove c p l Hp) as [_ M].
    assert (in_class c p = true) as Ic by (unfold in_class; rewrite Cp, (proj2 (Nat.leb_le _ _) L); reflexivity).
    rewrite Ic in M. lia.
  - right.
    assert (M0 : max_own c l = 0).
    { enough (max_own c l <= 0) by lia. apply max_own_le. intros q Hq Iq. unfold in_class in Iq.
      apply andb_true_iff in Iq. destruct Iq as [Cq Lq]. apply Nat.leb_le in Lq. specialize (Mp q Hq Cq). lia. }
    split; [lia | split; [apply max_zero_sum; exact M0 | exact M0]].
Qed.

(* Σ's placements keep the label of a labelled winner (F for the mover): capturing an own pile,
   or, with no own pile, topping an opponent pile that is the longest or a singleton where the
   opponent has no long pile. *)
Lemma sigma_capture_pile : forall r s p, wf s -> phase_of s = Play -> F (mover s) s = true -> In p (piles s) ->
  colour_eqb (top p) (mover s) = true -> label54 r (place r s (mover s) (Some p)) = mover s.
Proof.
  intros r s p [Hlen _] Ph Fs Hp C. rewrite (label_place_capture r s (mover s) p C). on_pile Hlen Hp C.
Qed.
Lemma sigma_top_pile : forall r s p, wf s -> phase_of s = Play -> F (mover s) s = true -> In p (piles s) ->
  colour_eqb (top p) (mover s) = false ->
  sum_own (mover s) (piles s) = 0 -> max_own (mover s) (piles s) = 0 ->
  (own p = max_own (other (mover s)) (piles s) /\ 2 <= len p
   \/ len p = 1 /\ sum_own (other (mover s)) (piles s) = 0 /\ max_own (other (mover s)) (piles s) = 0) ->
  label54 r (place r s (mover s) (Some p)) = mover s.
Proof.
  intros r s p [Hlen _] Ph Fs Hp C S0 M0 Hlong. rewrite (label_place_top r s (mover s) p C). on_pile Hlen Hp C.
Qed.
Lemma sigma_empty_pile : forall r s, phase_of s = Play -> F (mover s) s = true -> piles s = [] ->
  label54 r (place r s (mover s) None) = mover s.
Proof.
  intros r s Ph Fs Ps. rewrite label_place_empty.
  pose proof (no_top Blue [] (fun p H => match H with end)). pose proof (no_top Red [] (fun p H => match H with end)).
  pose proof (aggs_insert Blue (mkPile (mover s) 1) (piles s)). pose proof (aggs_insert Red (mkPile (mover s) 1) (piles s)).
  destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph ps.
  destruct m; arith.
Qed.

(* A placement of an own chip on a pile of the board, or on an empty pile, is a successor. *)
Lemma place_successor : forall r s p, phase_of s = Play -> 1 <= hand s (mover s) (mover s) -> In p (piles s) ->
  In (Place (mover s) (code p), place r s (mover s) (Some p)) (successors r s).
Proof.
  intros r s p Ph Hm Hp. unfold successors. rewrite Ph. apply in_flat_map. exists (mover s). split; [left; reflexivity | ].
  destruct (hand s (mover s) (mover s) =? 0) eqn:E; [apply Nat.eqb_eq in E; lia | ].
  apply in_or_app. right. apply in_map_iff. exists p. split; [reflexivity | apply in_choices; exact Hp].
Qed.
Lemma empty_successor : forall r s, phase_of s = Play -> 1 <= hand s (mover s) (mover s) -> 1 <= empty s ->
  In (Place (mover s) 0, place r s (mover s) None) (successors r s).
Proof.
  intros r s Ph Hm He. unfold successors. rewrite Ph. apply in_flat_map. exists (mover s). split; [left; reflexivity | ].
  destruct (hand s (mover s) (mover s) =? 0) eqn:E; [apply Nat.eqb_eq in E; lia | ].
  apply in_or_app. left. destruct (0 <? empty s) eqn:E'; [left; reflexivity | apply Nat.ltb_ge in E'; lia].
Qed.

(* Σ's step 2 keeps the label (F reads own-colour chips in hand only), well-formedness, and goes
   down the measure (fewer chips). *)
Lemma prisoners_step : forall r s, wf s -> phase_of s = Play -> 1 <= hand s (mover s) (other (mover s)) ->
  let t := set_hand s (mover s) (other (mover s)) 0 in
  label54 r t = label54 r s /\ wf t /\ below t s.
Proof.
  intros r s Hs Ph Hp. destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph.
  split; [ | split].
  - destruct m; reflexivity.
  - destruct m; exact Hs.
  - apply below_of. left. unfold chips, in_hand. destruct m; simpl in *; lia.
Qed.

(* Discarding an opponent chip of the captured pile instead of an own one leaves the capturer one
   more own chip in hand: F (monotone in it) is kept. *)
Lemma discard_other_F : forall r s, F (mover s) (discard r s (mover s)) = true ->
  F (mover s) (discard r s (other (mover s))) = true.
Proof.
  intros r s H. destruct s as [bb br rb rr e ps m ph pb pr].
  destruct m; simpl in *; apply F_lin in H; apply F_lin; simpl in *; lia.
Qed.

(* Theorem 5.4b: where the decider is labelled the winner, Σ has a move, and it keeps the label;
   it is a successor (a legal step of the engine), or Σ's step 2 "discard every prisoner" (several
   engine steps in one: a well-formed state below, from which Σ's next move is a successor, by
   this theorem again, as no prisoner is left). *)
Theorem sigma_wins : forall r s, wf s -> decider s = label54 r s ->
  exists a t, sigma r s = Some (a, t) /\ label54 r t = label54 r s
              /\ (In (a, t) (successors r s)
                  \/ (a = DiscardPrisoner (other (decider s)) /\ t = set_hand s (decider s) (other (decider s)) 0
                      /\ wf t /\ below t s)).
Proof.
  intros r s Hs D. destruct (phase_of s) eqn:Ph.
  - (* play *)
    assert (Dm : decider s = mover s) by (unfold decider; rewrite Ph; reflexivity).
    assert (Fs : F (mover s) s = true).
    { destruct (F (mover s) s) eqn:E; [reflexivity | ]. exfalso. rewrite Dm in D.
      unfold label54, mover_wins in D. rewrite Ph, E in D. exact (other_differs _ (eq_sym D)). }
    assert (L : label54 r s = mover s) by (unfold label54, mover_wins; rewrite Ph, Fs; reflexivity).
    rewrite L. assert (Hm : 1 <= hand s (mover s) (mover s)) by (apply F_spec in Fs; tauto).
    unfold sigma. rewrite Ph, Dm. destruct (0 <? hand s (mover s) (mover s)) eqn:E0; [ | apply Nat.ltb_ge in E0; lia].
    destruct (longest (mover s) (piles s)) as [p|] eqn:Lx.
    + (* step 1 *)
      destruct (longest_some _ _ _ Lx) as [Hp [C _]].
      exists (Place (mover s) (code p)), (place r s (mover s) (Some p)). split; [reflexivity | ].
      split; [exact (sigma_capture_pile r s p Hs Ph Fs Hp C) | left; exact (place_successor r s p Ph Hm Hp)].
    + pose proof (longest_none _ _ Lx) as NT. destruct (no_top (mover s) (piles s) NT) as [S0 M0].
      destruct (0 <? hand s (mover s) (other (mover s))) eqn:Pr.
      * (* step 2 *)
        apply Nat.ltb_lt in Pr. destruct (prisoners_step r s Hs Ph Pr) as [Lt [Wt Bt]].
        eexists; eexists. split; [reflexivity | ]. rewrite L in Lt. split; [exact Lt | right; auto].
      * destruct (hand s (mover s) (mover s) =? 0) eqn:E1; [apply Nat.eqb_eq in E1; lia | ].
        destruct (longest (other (mover s)) (piles s)) as [p|] eqn:Ly.
        -- (* step 3: the longest opponent pile *)
           destruct (longest_some _ _ _ Ly) as [Hp [Cy _]].
           assert (C : colour_eqb (top p) (mover s) = false) by exact (NT p Hp).
           exists (Place (mover s) (code p)), (place r s (mover s) (Some p)). split; [reflexivity | ].
           split; [ | left; exact (place_successor r s p Ph Hm Hp)].
           apply (sigma_top_pile r s p Hs Ph Fs Hp C S0 M0).
           assert (1 <= len p) by (destruct Hs as [Hlen _]; rewrite Forall_forall in Hlen; exact (Hlen p Hp)).
           destruct (longest_max _ _ _ Ly) as [[L2 Ho] | [L1 [S1 M1]]]; [left; auto | right; split; [lia | auto]].
        -- (* step 3: an empty pile (no pile on the board) *)
           pose proof (longest_none _ _ Ly) as NY.
           assert (Ps : piles s = []).
           { destruct (piles s) as [|p ps] eqn:Ps; [reflexivity | exfalso].
             specialize (NT p (or_introl eq_refl)). specialize (NY p (or_introl eq_refl)).
             destruct (top p), (mover s); discriminate. }
           destruct Hs as [_ [_ Hk]]. rewrite Ps in Hk. simpl in Hk.
           destruct (0 <? empty s) eqn:E2; [ | apply Nat.ltb_ge in E2; lia].
           exists (Place (mover s) 0), (place r s (mover s) None). split; [reflexivity | ].
           split; [exact (sigma_empty_pile r s Ph Fs Ps) | left; exact (empty_successor r s Ph Hm ltac:(lia))].
  - (* capture: discarding an opponent chip leaves the capturer the most own chips *)
    assert (Dm : decider s = mover s) by (unfold decider; rewrite Ph; reflexivity).
    assert (Lm : label54 r s = mover s) by (rewrite <- D; exact Dm).
    destruct (proj1 (label54_capture r s Ph) D) as [a0 [t0 [H0 L0]]].
    unfold successors in H0. rewrite Ph in H0. apply in_flat_map in H0. destruct H0 as [d [Hd H0]].
    destruct (0 <? pending s d) eqn:Pd; [ | contradiction]. destruct H0 as [H0 | []]. inversion H0. subst a0 t0. clear H0.
    rewrite (discard_label r s d Ph), Lm in L0.
    assert (Fd : F (mover s) (discard r s d) = true)
      by (destruct (F _ _); [reflexivity | exfalso; exact (other_differs _ L0)]).
    assert (Sx : forall d', 0 <? pending s d' = true -> F (mover s) (discard r s d') = true ->
              In (Discard d', discard r s d') (successors r s) /\ label54 r (discard r s d') = label54 r s).
    { intros d' Pd' Fd'. split.
      - unfold successors. rewrite Ph. apply in_flat_map. exists d'.
        split; [destruct (two_colours (mover s) d') as [-> | ->]; simpl; auto | rewrite Pd'; left; reflexivity].
      - rewrite (discard_label r s d' Ph), Fd', Lm. reflexivity. }
    unfold sigma. rewrite Ph, Dm.
    destruct (0 <? pending s (other (mover s))) eqn:Py.
    + rewrite Py. assert (F (mover s) (discard r s (other (mover s))) = true).
      { destruct (two_colours (mover s) d) as [-> | ->]; [exact (discard_other_F r s Fd) | exact Fd]. }
      destruct (Sx (other (mover s)) Py H) as [Hi Hl].
      eexists; eexists. split; [reflexivity | auto].
    + assert (d = mover s) as ->.
      { destruct (two_colours (mover s) d) as [-> | ->]; [reflexivity | congruence]. }
      rewrite Pd. destruct (Sx (mover s) Pd Fd) as [Hi Hl]. eexists; eexists. split; [reflexivity | auto].
  - (* windows: pass *)
    destruct (label54_pass r s (or_introl Ph)) as [H E].
    unfold sigma. rewrite Ph. exists Done, (pass s). auto.
  - destruct (label54_pass r s (or_intror Ph)) as [H E].
    unfold sigma. rewrite Ph. exists Done, (pass s). auto.
Qed.

(* Where Σ's player holds no prisoner (or outside play), Σ's move is a legal step keeping the label. *)
Lemma sigma_legal : forall r s, wf s -> decider s = label54 r s ->
  hand s (decider s) (other (decider s)) = 0 \/ phase_of s <> Play ->
  exists a t, sigma r s = Some (a, t) /\ In (a, t) (successors r s) /\ label54 r t = label54 r s.
Proof.
  intros r s Hs D H. destruct (sigma_wins r s Hs D) as [a [t [E [L [I | [Ea [Et _]]]]]]]; [eauto | exfalso].
  subst a t. unfold sigma in E. destruct (phase_of s) eqn:Ph;
  repeat match type of E with
         | context [if ?b then _ else _] => let B := fresh "B" in destruct b eqn:B
         | context [match ?o with Some _ => _ | None => _ end] => destruct o
         end; try discriminate E.
  all: match goal with B : (0 <? hand _ _ (other _)) = true |- _ => apply Nat.ltb_lt in B end;
       destruct H as [H | H]; [lia | congruence].
Qed.

(* Theorem 5.4b, Σ's moves as legal steps: where Σ's player is labelled the winner, Σ's move is a
   legal step keeping the label, or step 2 followed by Σ's next move, a legal step keeping it. *)
Corollary sigma_wins_legal : forall r s, wf s -> decider s = label54 r s ->
  exists a t, sigma r s = Some (a, t) /\ label54 r t = label54 r s
    /\ (In (a, t) (successors r s)
        \/ exists a' t', sigma r t = Some (a', t') /\ In (a', t') (successors r t) /\ label54 r t' = label54 r s).
Proof.
  intros r s Hs D. destruct (sigma_wins r s Hs D) as [a [t [E [L [I | [Ea [Et [Wt _]]]]]]]]; [eauto 7 | ].
  exists a, t. split; [exact E | split; [exact L | right]]. subst t.
  assert (Dt : decider (set_hand s (decider s) (other (decider s)) 0) = decider s)
    by (destruct s as [bb br rb rr e ps m ph pb pr]; destruct m, ph; reflexivity).
  assert (Ht : hand (set_hand s (decider s) (other (decider s)) 0) (decider s) (other (decider s)) = 0)
    by (destruct s as [bb br rb rr e ps m ph pb pr]; destruct m, ph; reflexivity).
  rewrite <- L. apply sigma_legal; [exact Wt | rewrite Dt, L; exact D | left; rewrite Dt; exact Ht].
Qed.

(* The generated comparison with the engine's sigmaMove (tests/sls_prover/coq_test.cpp) proves, by
   computation, that Σ's move from each listed state is the listed one (None: Σ has none). *)
Definition move_eqb (a b : option (action * state)) : bool :=
  match a, b with Some u, Some v => option_eqb u v | None, None => true | _, _ => false end.
Lemma sigma_table : forall r tbl,
  forallb (fun e => move_eqb (sigma r (fst e)) (snd e)) tbl = true -> Forall (fun e => sigma r (fst e) = snd e) tbl.
Proof.
  intros r tbl H. apply Forall_forall. intros e He. rewrite forallb_forall in H. specialize (H e He).
  destruct (sigma r (fst e)), (snd e); simpl in H; try discriminate; [ | reflexivity].
  apply option_eqb_eq in H. subst. reflexivity.
Qed.
