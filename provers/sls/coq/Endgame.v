(* So Long Sucker's two-colour endgame (v2 §2), as the engine models/sls/endgame.hpp plays it, and
   the aggregates of provers/sls (issue 22). Loaded after Game.v:
     coqtop -batch -l Game.v -l Endgame.v
   (Sigma.v, Strategy Σ and Theorem 5.4b, is loaded after it.)
   - the concrete states and an executable successor function `successors`, in the engine's order
     (its forEachOption); tests/sls_prover/coq_test.cpp compares it with the engine on every state
     to a few chips by vm_compute;
   - the multiset facts behind the aggregates: a class's count, sums and max under adding and
     removing a pile (class_remove, aggs_cons, aggs_perm), the realizability bounds of
     provers/sls/description.cpp (class_realizable, touched_realizable);
   - every step goes down the measure (chips, chips in hand, prisoners, window rank): step_measure;
     steps keep states well formed: step_wf;
   - for every step, the aggregates of the successor are what its kind in the description gives
     (`next`; tests/sls_prover/coq_test.cpp proves it equal to description.cpp's kinds, printed as
     Coq): step_aggregates;
   - Game.v's meta-theorem instantiated: a labelling locally consistent on the well-formed states is
     the outcome (endgame_outcome); Theorem 5.4's labelling (label54) locally consistent at
     terminal states, placements (label54_winner_play: an own-pile capture, else topping the
     longest opponent pile, an opponent singleton or an empty pile; label54_loser_play: every
     placement), captures and the windows, so it is the outcome (theorem54_outcome) and the steps
     keeping it win (theorem54_strategy), with no hypothesis. *)
Require Import List Arith Lia Bool Permutation Relation_Operators Lexicographic_Product Wellfounded.Inverse_Image.
Import ListNotations.

(* ---- states -------------------------------------------------------------------------------- *)

Inductive colour := Blue | Red.
Definition other (c : colour) : colour := match c with Blue => Red | Red => Blue end.
Definition colour_eqb (c d : colour) : bool :=
  match c, d with Blue, Blue | Red, Red => true | _, _ => false end.
Lemma colour_eqb_spec : forall c d, colour_eqb c d = true <-> c = d.
Proof. destruct c, d; simpl; split; congruence. Qed.
Lemma colour_eqb_refl : forall c, colour_eqb c c = true.
Proof. destruct c; reflexivity. Qed.
Definition cnum (c : colour) : nat := match c with Blue => 0 | Red => 1 end.

Inductive rules := Full | Placements.
Inductive phase := Play | Capture | WindowWaiting | WindowMover.
Definition phase_eqb (p q : phase) : bool :=
  match p, q with
  | Play, Play | Capture, Capture | WindowWaiting, WindowWaiting | WindowMover, WindowMover => true
  | _, _ => false
  end.

(* A non-empty pile: its top colour and length; colours alternate below the top. *)
Record pile := mkPile { top : colour; len : nat }.
Definition count (p : pile) (c : colour) : nat :=
  if colour_eqb c (top p) then Nat.div2 (S (len p)) else Nat.div2 (len p).
Definition code (p : pile) : nat := 2 * len p + cnum (top p).  (* the engine's pile code *)
Definition pile_eqb (p q : pile) : bool := colour_eqb (top p) (top q) && (len p =? len q).

Record state := mkState {
  hBb : nat; hBr : nat; hRb : nat; hRr : nat;  (* hand[player][colour] *)
  empty : nat;
  piles : list pile;  (* the non-empty piles, by code, largest first (as the engine keeps them) *)
  mover : colour;
  phase_of : phase;
  pendB : nat; pendR : nat  (* a pending capture's chips, by colour *)
}.

Definition hand (s : state) (p c : colour) : nat :=
  match p, c with
  | Blue, Blue => hBb s | Blue, Red => hBr s | Red, Blue => hRb s | Red, Red => hRr s
  end.
Definition pending (s : state) (c : colour) : nat := match c with Blue => pendB s | Red => pendR s end.

Definition set_hand (s : state) (p c : colour) (v : nat) : state :=
  let h q e := if colour_eqb q p && colour_eqb e c then v else hand s q e in
  mkState (h Blue Blue) (h Blue Red) (h Red Blue) (h Red Red)
          (empty s) (piles s) (mover s) (phase_of s) (pendB s) (pendR s).
Definition set_board (s : state) (e : nat) (ps : list pile) (m : colour) (ph : phase) (pb pr : nat) : state :=
  mkState (hBb s) (hBr s) (hRb s) (hRr s) e ps m ph pb pr.
Definition set_phase (s : state) (ph : phase) : state :=
  set_board s (empty s) (piles s) (mover s) ph (pendB s) (pendR s).

(* The engine's addPile: before the first pile of a smaller code. *)
Fixpoint insert (p : pile) (l : list pile) : list pile :=
  match l with
  | [] => [p]
  | q :: l' => if code q <? code p then p :: l else q :: insert p l'
  end.
(* The engine's removePile on the first pile equal to p. *)
Fixpoint remove_first (p : pile) (l : list pile) : list pile :=
  match l with
  | [] => []
  | q :: l' => if pile_eqb p q then l' else q :: remove_first p l'
  end.
(* Equal piles are one choice: each first of a run of equal piles. *)
Fixpoint choices (l : list pile) : list pile :=
  match l with
  | [] => []
  | p :: l' => match choices l' with
               | q :: r => if pile_eqb p q then p :: r else p :: q :: r
               | [] => [p]
               end
  end.

Definition opening (r : rules) : phase := match r with Full => WindowWaiting | Placements => Play end.
Definition decider (s : state) : colour :=
  match phase_of s with WindowWaiting => other (mover s) | _ => mover s end.

(* ---- the steps (the engine's detail::applyPlace, applyDiscard, the windows, applyPass) ------- *)

Inductive action :=
| Place (chip : colour) (target : nat)  (* the target pile's code, 0 for an empty pile *)
| Discard (chip : colour)
| DiscardPrisoner (chip : colour)
| DonatePrisoner (chip : colour)
| Done.

(* The mover places chip x from their hand on an empty pile (None) or on pile p. *)
Definition place (r : rules) (s : state) (x : colour) (target : option pile) : state :=
  let s1 := set_hand s (mover s) x (hand s (mover s) x - 1) in
  match target with
  | None => set_board s1 (empty s1 - 1) (insert (mkPile x 1) (piles s1)) (other x) (opening r) (pendB s1) (pendR s1)
  | Some p =>
      let rest := remove_first p (piles s1) in
      if colour_eqb (top p) x then
        (* Capture Rule: x's owner takes the pile and the chip, then discards one of them. *)
        let pend c := count p c + (if colour_eqb c x then 1 else 0) in
        set_board s1 (S (empty s1)) rest x Capture (pend Blue) (pend Red)
      else
        (* both colours on the pile: the previous top's owner plays *)
        set_board s1 (empty s1) (insert (mkPile x (S (len p))) rest) (top p) (opening r) (pendB s1) (pendR s1)
  end.

(* The capturer discards one chip of colour d from the pending pile and takes the rest. *)
Definition discard (r : rules) (s : state) (d : colour) : state :=
  let m := mover s in
  let take c := hand s m c + pending s c - (if colour_eqb c d then 1 else 0) in
  let s1 := set_hand (set_hand s m Blue (take Blue)) m Red (take Red) in
  set_board s1 (empty s1) (piles s1) m (opening r) 0 0.

Definition pass (s : state) : state :=
  set_phase s (match phase_of s with WindowWaiting => WindowMover | _ => Play end).

Definition successors (r : rules) (s : state) : list (action * state) :=
  let m := mover s in
  match phase_of s with
  | Play =>
      flat_map (fun x =>
        if hand s m x =? 0 then []
        else (if 0 <? empty s then [(Place x 0, place r s x None)] else [])
             ++ map (fun p => (Place x (code p), place r s x (Some p))) (choices (piles s)))
        [m; other m]
  | Capture =>
      flat_map (fun d => if 0 <? pending s d then [(Discard d, discard r s d)] else []) [m; other m]
  | WindowWaiting | WindowMover =>
      let p := decider s in
      let q := other p in  (* p's prisoners have colour q *)
      (if 0 <? hand s p q
       then let t := set_hand s p q (hand s p q - 1) in
            [(DiscardPrisoner q, t); (DonatePrisoner q, set_hand t q q (hand t q q + 1))]
       else [])
      ++ [(Done, pass s)]
  end.

(* Boolean equality of states and successor lists, for the comparison with the engine. *)
Definition action_eqb (a b : action) : bool :=
  match a, b with
  | Place x t, Place y u => colour_eqb x y && (t =? u)
  | Discard x, Discard y | DiscardPrisoner x, DiscardPrisoner y | DonatePrisoner x, DonatePrisoner y => colour_eqb x y
  | Done, Done => true
  | _, _ => false
  end.
Fixpoint list_eqb {A} (eqb : A -> A -> bool) (l m : list A) : bool :=
  match l, m with
  | [], [] => true
  | x :: l', y :: m' => eqb x y && list_eqb eqb l' m'
  | _, _ => false
  end.
Definition state_eqb (s t : state) : bool :=
  (hBb s =? hBb t) && (hBr s =? hBr t) && (hRb s =? hRb t) && (hRr s =? hRr t) && (empty s =? empty t)
  && list_eqb pile_eqb (piles s) (piles t) && colour_eqb (mover s) (mover t)
  && phase_eqb (phase_of s) (phase_of t) && (pendB s =? pendB t) && (pendR s =? pendR t).
Definition option_eqb (a b : action * state) : bool := action_eqb (fst a) (fst b) && state_eqb (snd a) (snd b).

Lemma list_eqb_eq : forall A (eqb : A -> A -> bool), (forall x y, eqb x y = true -> x = y) ->
  forall l m, list_eqb eqb l m = true -> l = m.
Proof.
  intros A eqb H l. induction l as [|x l IH]; destruct m as [|y m]; simpl; try discriminate; auto.
  intro E. apply andb_true_iff in E. destruct E as [E1 E2]. rewrite (H _ _ E1), (IH _ E2). reflexivity.
Qed.
Lemma pile_eqb_eq : forall p q, pile_eqb p q = true -> p = q.
Proof.
  intros [c n] [d m]. unfold pile_eqb. simpl. intro E. apply andb_true_iff in E. destruct E as [E1 E2].
  apply colour_eqb_spec in E1. apply Nat.eqb_eq in E2. subst. reflexivity.
Qed.
Lemma phase_eqb_eq : forall p q, phase_eqb p q = true -> p = q.
Proof. destruct p, q; simpl; congruence. Qed.
Lemma option_eqb_eq : forall a b, option_eqb a b = true -> a = b.
Proof.
  intros [a s] [b t]. unfold option_eqb. simpl. intro E. apply andb_true_iff in E. destruct E as [Ea Es].
  assert (a = b) as ->.
  { destruct a, b; simpl in Ea; try discriminate; auto;
    repeat match goal with
           | H : _ && _ = true |- _ => apply andb_true_iff in H; destruct H
           | H : colour_eqb _ _ = true |- _ => apply colour_eqb_spec in H; subst
           | H : (_ =? _) = true |- _ => apply Nat.eqb_eq in H; subst
           end; reflexivity. }
  destruct s, t. unfold state_eqb in Es. simpl in Es.
  repeat match goal with
         | H : _ && _ = true |- _ => apply andb_true_iff in H; destruct H
         | H : colour_eqb _ _ = true |- _ => apply colour_eqb_spec in H; subst
         | H : phase_eqb _ _ = true |- _ => apply phase_eqb_eq in H; subst
         | H : (_ =? _) = true |- _ => apply Nat.eqb_eq in H; subst
         | H : list_eqb pile_eqb _ _ = true |- _ => apply (list_eqb_eq _ _ pile_eqb_eq) in H; subst
         end.
  reflexivity.
Qed.
(* What the generated comparison proves by computation, read as an equation. *)
Lemma successors_check : forall r s l, list_eqb option_eqb (successors r s) l = true -> successors r s = l.
Proof. intros r s l. apply list_eqb_eq. exact option_eqb_eq. Qed.

(* The generated comparison with the engine (tests/sls_prover/coq_test.cpp) proves, by computation,
   that each listed state's successors are the listed ones. *)
Lemma successors_table : forall r tbl,
  forallb (fun e => list_eqb option_eqb (successors r (fst e)) (snd e)) tbl = true ->
  Forall (fun e => successors r (fst e) = snd e) tbl.
Proof.
  intros r tbl H. apply Forall_forall. intros e He. rewrite forallb_forall in H.
  apply successors_check. exact (H e He).
Qed.

(* ---- the aggregates and their multiset facts ------------------------------------------------ *)

(* The long piles (length >= 2) of top colour c: a class. *)
Definition in_class (c : colour) (p : pile) : bool := colour_eqb (top p) c && (2 <=? len p).
Definition own (p : pile) : nat := count p (top p).           (* a *)
Definition oth (p : pile) : nat := count p (other (top p)).   (* d *)
Definition class (c : colour) (l : list pile) : list pile := filter (in_class c) l.
Definition nlong (c : colour) (l : list pile) : nat := length (class c l).
Definition sum_own (c : colour) (l : list pile) : nat := fold_right (fun p n => own p + n) 0 (class c l).
Definition sum_oth (c : colour) (l : list pile) : nat := fold_right (fun p n => oth p + n) 0 (class c l).
Definition max_own (c : colour) (l : list pile) : nat := fold_right (fun p n => Nat.max (own p) n) 0 (class c l).
Definition singles (c : colour) (l : list pile) : nat :=
  length (filter (fun p => colour_eqb (top p) c && (len p =? 1)) l).
Definition board_chips (l : list pile) : nat := fold_right (fun p n => len p + n) 0 l.

(* Every aggregate of a pile list, read in order of the provers/sls Field enum. *)
Inductive field := LongB | LongR | OwnB | OwnR | OtherB | OtherR | MaxB | MaxR | Empty | SingleB | SingleR
                 | HandBb | HandBr | HandRb | HandRr | Mover | PhaseOf | PendingB | PendingR.
Definition phase_value (p : phase) : nat :=
  match p with Play => 0 | Capture => 1 | WindowWaiting => 2 | WindowMover => 3 end.
Definition agg (s : state) (f : field) : nat :=
  match f with
  | LongB => nlong Blue (piles s) | LongR => nlong Red (piles s)
  | OwnB => sum_own Blue (piles s) | OwnR => sum_own Red (piles s)
  | OtherB => sum_oth Blue (piles s) | OtherR => sum_oth Red (piles s)
  | MaxB => max_own Blue (piles s) | MaxR => max_own Red (piles s)
  | Empty => empty s
  | SingleB => singles Blue (piles s) | SingleR => singles Red (piles s)
  | HandBb => hBb s | HandBr => hBr s | HandRb => hRb s | HandRr => hRr s
  | Mover => cnum (mover s) | PhaseOf => phase_value (phase_of s)
  | PendingB => pendB s | PendingR => pendR s
  end.

(* Each aggregate depends on the multiset of piles only. *)
Lemma filter_perm : forall (f : pile -> bool) l m, Permutation l m -> Permutation (filter f l) (filter f m).
Proof.
  intros f l m H. induction H; simpl; auto.
  - destruct (f x); auto.
  - destruct (f x), (f y); auto. apply perm_swap.
  - eapply perm_trans; eauto.
Qed.
Lemma class_perm : forall c l m, Permutation l m -> Permutation (class c l) (class c m).
Proof. intros. unfold class. apply filter_perm. assumption. Qed.
Lemma fold_sum_perm : forall (f : pile -> nat) l m, Permutation l m ->
  fold_right (fun p n => f p + n) 0 l = fold_right (fun p n => f p + n) 0 m.
Proof. intros f l m H. induction H; simpl; lia. Qed.
Lemma fold_max_perm : forall (f : pile -> nat) l m, Permutation l m ->
  fold_right (fun p n => Nat.max (f p) n) 0 l = fold_right (fun p n => Nat.max (f p) n) 0 m.
Proof. intros f l m H. induction H; simpl; lia. Qed.
Lemma singles_perm : forall c l m, Permutation l m -> singles c l = singles c m.
Proof. intros. unfold singles. apply Permutation_length. apply filter_perm. assumption. Qed.

Lemma insert_perm : forall p l, Permutation (insert p l) (p :: l).
Proof.
  intros p l. induction l as [|q l IH]; simpl; auto.
  destruct (code q <? code p); auto.
  eapply perm_trans; [apply perm_skip; exact IH | apply perm_swap].
Qed.
Lemma remove_first_perm : forall p l, In p l -> Permutation l (p :: remove_first p l).
Proof.
  intros p l. induction l as [|q l IH]; simpl; [contradiction | ].
  intros [E | H].
  - subst. destruct (pile_eqb p p) eqn:E; auto.
    exfalso. unfold pile_eqb in E. rewrite colour_eqb_refl, Nat.eqb_refl in E. discriminate.
  - destruct (pile_eqb p q) eqn:E.
    + apply pile_eqb_eq in E. subst. auto.
    + eapply perm_trans; [apply perm_skip; exact (IH H) | apply perm_swap].
Qed.
Lemma choices_in : forall p l, In p (choices l) -> In p l.
Proof.
  intros p l. induction l as [|q l IH]; simpl; [auto | ].
  destruct (choices l) as [|q' r] eqn:E.
  - simpl. intros [H | []]. auto.
  - destruct (pile_eqb q q'); simpl; intros [H | H]; auto; right; apply IH; simpl; auto.
Qed.

(* Adding a pile: the class it joins gains its count and sums, and its max is max(old, a). *)
Lemma class_cons_in : forall c p l, in_class c p = true ->
  nlong c (p :: l) = S (nlong c l) /\ sum_own c (p :: l) = own p + sum_own c l
  /\ sum_oth c (p :: l) = oth p + sum_oth c l /\ max_own c (p :: l) = Nat.max (own p) (max_own c l).
Proof. intros c p l H. unfold nlong, sum_own, sum_oth, max_own, class. simpl. rewrite H. simpl. auto. Qed.
Lemma class_cons_out : forall c p l, in_class c p = false ->
  nlong c (p :: l) = nlong c l /\ sum_own c (p :: l) = sum_own c l
  /\ sum_oth c (p :: l) = sum_oth c l /\ max_own c (p :: l) = max_own c l.
Proof. intros c p l H. unfold nlong, sum_own, sum_oth, max_own, class. simpl. rewrite H. auto. Qed.

(* A long pile alternates colours: a >= 1, d >= 1, a - 1 <= d <= a. *)
Lemma long_pile_counts : forall p, 2 <= len p -> 1 <= oth p /\ oth p <= own p /\ own p <= S (oth p) /\ own p + oth p = len p.
Proof.
  intros [c n] H. unfold own, oth, count. simpl in *. rewrite colour_eqb_refl.
  assert (colour_eqb (other c) c = false) as -> by (destruct c; reflexivity).
  simpl in *. pose proof (Nat.div2_odd n) as Hn. pose proof (Nat.div2_odd (S n)) as Hs.
  rewrite Nat.odd_succ in Hs. rewrite <- Nat.negb_odd in Hs.
  destruct (Nat.odd n); simpl in *; lia.
Qed.

(* The realizability constraints of a class (provers/sls/description.cpp, classRealizable):
   n >= 0, S >= n, T >= n, T <= S, T >= S - n, S >= M + n - 1, n = 0 -> S = 0 /\ M = 0,
   n >= 1 -> M >= 1; and the non-linear S <= n * M the description leaves out. *)
Theorem class_realizable : forall c l,
  let n := nlong c l in let S := sum_own c l in let T := sum_oth c l in let M := max_own c l in
  S >= n /\ T >= n /\ T <= S /\ T + n >= S /\ S + 1 >= M + n /\ (n = 0 -> S = 0 /\ M = 0)
  /\ (n >= 1 -> M >= 1) /\ M <= S /\ S <= n * M.
Proof.
  intros c l. unfold nlong, sum_own, sum_oth, max_own.
  assert (Hall : forall p, In p (class c l) -> 2 <= len p).
  { intros p Hp. unfold class in Hp. apply filter_In in Hp. destruct Hp as [_ Hp].
    unfold in_class in Hp. apply andb_true_iff in Hp. destruct Hp as [_ Hp]. apply Nat.leb_le. exact Hp. }
  induction (class c l) as [|p k IH]; simpl; [lia | ].
  assert (Hp := long_pile_counts p (Hall p (or_introl eq_refl))).
  assert (Hk : forall q, In q k -> 2 <= len q) by (intros; apply Hall; simpl; auto).
  specialize (IH Hk). simpl in *.
  destruct (length k) eqn:E; nia.
Qed.

(* Removing a pile of its class: the rest's max r satisfies M = max(r, a), so r <= M. *)
Lemma class_remove : forall c p l, In p l -> in_class c p = true ->
  let l' := remove_first p l in
  nlong c l = S (nlong c l') /\ sum_own c l = own p + sum_own c l' /\ sum_oth c l = oth p + sum_oth c l'
  /\ max_own c l = Nat.max (own p) (max_own c l').
Proof.
  intros c p l Hin Hc. simpl.
  pose proof (remove_first_perm p l Hin) as P.
  unfold nlong, sum_own, sum_oth, max_own.
  rewrite (Permutation_length (class_perm c _ _ P)),
          (fold_sum_perm _ _ _ (class_perm c _ _ P)), (fold_sum_perm _ _ _ (class_perm c _ _ P)),
          (fold_max_perm _ _ _ (class_perm c _ _ P)).
  apply class_cons_in. exact Hc.
Qed.

(* The pile-list aggregates of a list with one more pile in front. *)
Lemma aggs_cons : forall c p l,
  nlong c (p :: l) = (if in_class c p then 1 else 0) + nlong c l
  /\ sum_own c (p :: l) = (if in_class c p then own p else 0) + sum_own c l
  /\ sum_oth c (p :: l) = (if in_class c p then oth p else 0) + sum_oth c l
  /\ max_own c (p :: l) = (if in_class c p then Nat.max (own p) (max_own c l) else max_own c l)
  /\ singles c (p :: l) = (if colour_eqb (top p) c && (len p =? 1) then 1 else 0) + singles c l.
Proof.
  intros c p l. unfold nlong, sum_own, sum_oth, max_own, singles, class. simpl.
  destruct (in_class c p); destruct (colour_eqb (top p) c && (len p =? 1)); simpl; auto.
Qed.
Lemma aggs_perm : forall c l m, Permutation l m ->
  nlong c l = nlong c m /\ sum_own c l = sum_own c m /\ sum_oth c l = sum_oth c m
  /\ max_own c l = max_own c m /\ singles c l = singles c m /\ board_chips l = board_chips m.
Proof.
  intros c l m P. unfold nlong, sum_own, sum_oth, max_own.
  pose proof (class_perm c _ _ P) as Q.
  repeat split; auto using Permutation_length, fold_sum_perm, fold_max_perm, singles_perm.
  apply (fold_sum_perm len). exact P.
Qed.

(* ---- well-formed states and the measure ----------------------------------------------------- *)

(* Well formed: piles are non-empty, a pending capture only in a capture, and at least one pile
   (empty or not; the engine's k >= 1, which every step keeps). *)
Definition wf (s : state) : Prop :=
  Forall (fun p => 1 <= len p) (piles s) /\ (phase_of s <> Capture -> pendB s = 0 /\ pendR s = 0)
  /\ 1 <= empty s + length (piles s).

Definition in_hand (s : state) : nat := hBb s + hBr s + hRb s + hRr s.
Definition chips (s : state) : nat := board_chips (piles s) + in_hand s + pendB s + pendR s.
Definition prisoners (s : state) : nat := hBr s + hRb s.
Definition rank (s : state) : nat := match phase_of s with WindowWaiting => 2 | WindowMover => 1 | _ => 0 end.
Definition measure (s : state) : ((nat * nat) * nat) * nat := (((chips s, in_hand s), prisoners s), rank s).
Definition lex4 := slexprod _ _ (slexprod _ _ (slexprod _ _ lt lt) lt) lt.
Definition below (t s : state) : Prop := lex4 (measure t) (measure s).
Lemma below_wf : well_founded below.
Proof.
  unfold below. apply wf_inverse_image. unfold lex4.
  repeat apply wf_slexprod; apply lt_wf.
Qed.
Lemma below_of : forall t s,
  chips t < chips s
  \/ (chips t = chips s /\ in_hand t < in_hand s)
  \/ (chips t = chips s /\ in_hand t = in_hand s /\ prisoners t < prisoners s)
  \/ (chips t = chips s /\ in_hand t = in_hand s /\ prisoners t = prisoners s /\ rank t < rank s) -> below t s.
Proof.
  intros t s H. unfold below, measure, lex4.
  destruct H as [H | [[E H] | [[E1 [E2 H]] | [E1 [E2 [E3 H]]]]]].
  - repeat apply left_slex. exact H.
  - apply left_slex. apply left_slex. rewrite E. apply right_slex. exact H.
  - apply left_slex. rewrite E1, E2. apply right_slex. exact H.
  - rewrite E1, E2, E3. apply right_slex. exact H.
Qed.

(* ---- what a successor is -------------------------------------------------------------------- *)

(* The steps, by kind: a placement on an empty pile or on a pile of the board, the capturer's
   discard, a window's prisoner discarded or donated, a window passed. *)
Definition discard_prisoner (s : state) : state :=
  set_hand s (decider s) (other (decider s)) (hand s (decider s) (other (decider s)) - 1).
Definition donate_prisoner (s : state) : state :=
  let t := discard_prisoner s in
  set_hand t (other (decider s)) (other (decider s)) (hand t (other (decider s)) (other (decider s)) + 1).

Lemma successors_cases : forall r s a t, In (a, t) (successors r s) ->
  (phase_of s = Play /\ exists x, 1 <= hand s (mover s) x /\
     ((1 <= empty s /\ t = place r s x None) \/ (exists p, In p (piles s) /\ t = place r s x (Some p))))
  \/ (phase_of s = Capture /\ exists d, 1 <= pending s d /\ t = discard r s d)
  \/ ((phase_of s = WindowWaiting \/ phase_of s = WindowMover) /\
      ((1 <= hand s (decider s) (other (decider s)) /\ (t = discard_prisoner s \/ t = donate_prisoner s))
       \/ t = pass s)).
Proof.
  intros r s a t H. unfold successors in H.
  destruct (phase_of s) eqn:Ph.
  - left. split; [reflexivity | ].
    apply in_flat_map in H. destruct H as [x [_ H]]. exists x.
    destruct (hand s (mover s) x =? 0) eqn:Hx; [contradiction | ].
    apply Nat.eqb_neq in Hx. split; [lia | ].
    apply in_app_or in H. destruct H as [H | H].
    + left. destruct (0 <? empty s) eqn:E; [ | contradiction].
      apply Nat.ltb_lt in E. destruct H as [H | []]. inversion H. auto.
    + right. apply in_map_iff in H. destruct H as [p [H Hp]]. inversion H.
      exists p. split; [apply choices_in; exact Hp | reflexivity].
  - right. left. split; [reflexivity | ].
    apply in_flat_map in H. destruct H as [d [_ H]]. exists d.
    destruct (0 <? pending s d) eqn:E; [ | contradiction].
    apply Nat.ltb_lt in E. destruct H as [H | []]. inversion H. auto.
  - right. right. split; [auto | ]. apply in_app_or in H. destruct H as [H | [H | []]].
    + left. destruct (0 <? hand s (decider s) (other (decider s))) eqn:E; [ | contradiction].
      apply Nat.ltb_lt in E. split; [lia | ].
      destruct H as [H | [H | []]]; inversion H; auto.
    + right. inversion H. auto.
  - right. right. split; [auto | ]. apply in_app_or in H. destruct H as [H | [H | []]].
    + left. destruct (0 <? hand s (decider s) (other (decider s))) eqn:E; [ | contradiction].
      apply Nat.ltb_lt in E. split; [lia | ].
      destruct H as [H | [H | []]]; inversion H; auto.
    + right. inversion H. auto.
Qed.

Lemma count_sum : forall p, count p Blue + count p Red = len p.
Proof.
  intros [c n]. unfold count. simpl.
  pose proof (Nat.div2_odd n) as Hn. pose proof (Nat.div2_odd (S n)) as Hs.
  rewrite Nat.odd_succ, <- Nat.negb_odd in Hs.
  destruct c; simpl; destruct (Nat.odd n); simpl in *; lia.
Qed.

Lemma hand_set_hand : forall s p c v q e,
  hand (set_hand s p c v) q e = if colour_eqb q p && colour_eqb e c then v else hand s q e.
Proof. intros. destruct q, e; reflexivity. Qed.

(* Every step goes down the measure (chips, chips in hand, prisoners, window rank). *)
Theorem step_measure : forall r s a t, wf s -> In (a, t) (successors r s) -> below t s.
Proof.
  intros r s a t [Hlen [Hpend _]] H. apply below_of.
  destruct (successors_cases r s a t H) as [[Ph [x [Hx [[He Ht] | [p [Hp Ht]]]]]] | [[Ph [d [Hd Ht]]] | [Ph [[Hh [Ht | Ht]] | Ht]]]];
    subst t.
  - (* a chip on an empty pile *)
    destruct (Hpend ltac:(congruence)) as [P1 P2].
    pose proof (aggs_perm Blue _ _ (insert_perm (mkPile x 1) (piles s))) as A.
    destruct A as [_ [_ [_ [_ [_ A]]]]].
    right. left. unfold chips, in_hand, place, set_board. simpl. rewrite A. simpl.
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. destruct m, x; simpl in *; lia.
  - (* a chip on pile p *)
    destruct (Hpend ltac:(congruence)) as [P1 P2].
    pose proof (remove_first_perm p _ Hp) as R.
    pose proof (aggs_perm Blue _ _ R) as [_ [_ [_ [_ [_ B]]]]]. simpl in B.
    assert (L : 1 <= len p) by (rewrite Forall_forall in Hlen; auto).
    pose proof (count_sum p) as C.
    unfold place. destruct (colour_eqb (top p) x) eqn:Cap.
    + right. left. unfold chips, in_hand, set_board. simpl.
      destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
      destruct m, x; simpl in *; lia.
    + pose proof (aggs_perm Blue _ _ (insert_perm (mkPile x (S (len p))) (remove_first p (piles s)))) as A.
      destruct A as [_ [_ [_ [_ [_ A]]]]].
      right. left. unfold chips, in_hand, set_board. simpl. rewrite A. simpl.
      destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
      destruct m, x; simpl in *; lia.
  - (* the capturer's discard *)
    left. unfold chips, in_hand, discard, set_board. simpl.
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct m, d; simpl in *; lia.
  - (* a prisoner discarded *)
    left. unfold chips, in_hand, discard_prisoner, decider. simpl.
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct ph, m; simpl in *; lia.
  - (* a prisoner donated *)
    right. right. left. unfold chips, in_hand, prisoners, donate_prisoner, discard_prisoner, decider. simpl.
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct ph, m; simpl in *; lia.
  - (* a window passed *)
    right. right. right. unfold chips, in_hand, prisoners, rank, pass, set_phase, set_board. simpl.
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct Ph as [Ph | Ph]; subst ph; simpl; lia.
Qed.

(* ---- the description's kinds (provers/sls/description.cpp), over the aggregates ------------ *)

(* Each kind of step, as description.cpp's `placements`, `discards` and `windows` write it: the
   successor's fields from the current ones g and the touched pile's own count a, other count d,
   and r (rm), the largest own count of the rest of its class. *)
Inductive target := TEmpty | TSingle (y : colour) | TLong (y : colour).
Inductive kind := KPlace (x : colour) (tg : target) | KDiscard (z : colour) | KDiscardPrisoner | KDonatePrisoner | KPass.

Definition field_num (f : field) : nat :=
  match f with
  | LongB => 0 | LongR => 1 | OwnB => 2 | OwnR => 3 | OtherB => 4 | OtherR => 5 | MaxB => 6 | MaxR => 7
  | Empty => 8 | SingleB => 9 | SingleR => 10 | HandBb => 11 | HandBr => 12 | HandRb => 13 | HandRr => 14
  | Mover => 15 | PhaseOf => 16 | PendingB => 17 | PendingR => 18
  end.
Definition by_colour (b r : field) (c : colour) : field := match c with Blue => b | Red => r end.
Definition long_field := by_colour LongB LongR.
Definition own_field := by_colour OwnB OwnR.
Definition other_field := by_colour OtherB OtherR.
Definition max_field := by_colour MaxB MaxR.
Definition single_field := by_colour SingleB SingleR.
Definition pending_field := by_colour PendingB PendingR.
Definition hand_field (p : colour) : colour -> field := match p with Blue => by_colour HandBb HandBr | Red => by_colour HandRb HandRr end.

Definition upd (g : field -> nat) (f0 : field) (v : nat) : field -> nat :=
  fun f => if field_num f =? field_num f0 then v else g f.

(* description.cpp's start(): mover and phase as the guard requires, no pending capture outside one. *)
Definition start (g : field -> nat) (m : colour) (ph : phase) : field -> nat :=
  let g1 := upd (upd g Mover (cnum m)) PhaseOf (phase_value ph) in
  if phase_eqb ph Capture then g1 else upd (upd g1 PendingB 0) PendingR 0.

Definition next (r : rules) (m : colour) (ph : phase) (k : kind) (a d rm : nat) (g : field -> nat) : field -> nat :=
  let g0 := start g m ph in
  let p := match ph with WindowWaiting => other m | _ => m end in  (* the window's decider *)
  match k with
  | KPlace x TEmpty =>
      let h := hand_field m x in
      upd (upd (upd (upd (upd g0 h (g h - 1)) Empty (g Empty - 1)) (single_field x) (g (single_field x) + 1))
        Mover (cnum (other x))) PhaseOf (phase_value (opening r))
  | KPlace x (TSingle y) =>
      let h := hand_field m x in
      let g1 := upd (upd g0 h (g h - 1)) (single_field y) (g (single_field y) - 1) in
      if colour_eqb y x then  (* a capture *)
        upd (upd (upd (upd (upd g1 Empty (g Empty + 1)) (pending_field x) 2) (pending_field (other x)) 0)
          Mover (cnum x)) PhaseOf (phase_value Capture)
      else  (* a long x-pile with a = 1, d = 1 *)
        upd (upd (upd (upd (upd (upd g1 (long_field x) (g (long_field x) + 1)) (own_field x) (g (own_field x) + 1))
          (other_field x) (g (other_field x) + 1)) (max_field x) (Nat.max (g (max_field x)) 1))
          Mover (cnum y)) PhaseOf (phase_value (opening r))
  | KPlace x (TLong y) =>
      let h := hand_field m x in
      let g1 := upd (upd (upd (upd (upd g0 h (g h - 1)) (long_field y) (g (long_field y) - 1))
                  (own_field y) (g (own_field y) - a)) (other_field y) (g (other_field y) - d)) (max_field y) rm in
      if colour_eqb y x then  (* a capture *)
        upd (upd (upd (upd (upd g1 Empty (g Empty + 1)) (pending_field x) (a + 1)) (pending_field (other x)) d)
          Mover (cnum x)) PhaseOf (phase_value Capture)
      else  (* it joins the x-piles with a' = d + 1, d' = a *)
        upd (upd (upd (upd (upd (upd g1 (long_field x) (g (long_field x) + 1)) (own_field x) (g (own_field x) + d + 1))
          (other_field x) (g (other_field x) + a)) (max_field x) (Nat.max (g (max_field x)) (d + 1)))
          Mover (cnum y)) PhaseOf (phase_value (opening r))
  | KDiscard z =>
      let take c := g (hand_field m c) + g (pending_field c) - (if colour_eqb c z then 1 else 0) in
      upd (upd (upd (upd (upd g0 (hand_field m Blue) (take Blue)) (hand_field m Red) (take Red)) PendingB 0) PendingR 0)
        PhaseOf (phase_value (opening r))
  | KDiscardPrisoner => upd g0 (hand_field p (other p)) (g (hand_field p (other p)) - 1)
  | KDonatePrisoner =>
      upd (upd g0 (hand_field p (other p)) (g (hand_field p (other p)) - 1))
        (hand_field (other p) (other p)) (g (hand_field (other p) (other p)) + 1)
  | KPass => upd g0 PhaseOf (phase_value (match ph with WindowWaiting => WindowMover | _ => Play end))
  end.

(* The touched long pile: a pile of the board in class y, its own and other counts, and the
   largest own count of the rest of its class. *)
Definition touched (k : kind) (a d rm : nat) (s : state) : Prop :=
  match k with
  | KPlace _ (TLong y) => exists p, In p (piles s) /\ in_class y p = true /\ a = own p /\ d = oth p
                                    /\ rm = max_own y (remove_first p (piles s))
  | _ => True
  end.

(* What description.cpp's touchedPile requires of (a, d, r): a long pile alternates colours, the
   class's max is max(r, a), and the rest of the class is realizable with max r. *)
Theorem touched_realizable : forall x y a d rm s, touched (KPlace x (TLong y)) a d rm s ->
  1 <= a /\ 1 <= d /\ d <= a /\ a <= d + 1 /\ max_own y (piles s) = Nat.max rm a
  /\ nlong y (piles s) >= 1
  /\ let n := nlong y (piles s) - 1 in let S := sum_own y (piles s) - a in let T := sum_oth y (piles s) - d in
     S >= n /\ T >= n /\ T <= S /\ T + n >= S /\ S + 1 >= rm + n /\ (n = 0 -> S = 0 /\ rm = 0) /\ (n >= 1 -> rm >= 1).
Proof.
  intros x y a d rm s [p [Hp [Hc [Ha [Hd Hr]]]]].
  assert (L : 2 <= len p).
  { unfold in_class in Hc. apply andb_true_iff in Hc. destruct Hc as [_ Hc]. apply Nat.leb_le. exact Hc. }
  pose proof (long_pile_counts p L) as P.
  pose proof (class_remove y p (piles s) Hp Hc) as R. simpl in R.
  pose proof (class_realizable y (remove_first p (piles s))) as Q. cbv zeta in Q |- *.
  subst. lia.
Qed.

(* Every step's successor has the aggregates its kind in the description gives, on the touched
   pile's (a, d) and the rest's max r. *)
(* A pile one chip longer: its own count is the old other count + 1, its other count the old own count. *)
Lemma own_longer : forall x p, own (mkPile x (S (len p))) = S (oth p) /\ oth (mkPile x (S (len p))) = own p.
Proof.
  intros x [y n]. destruct x, y; split; reflexivity.
Qed.
Lemma single_counts : forall y, own (mkPile y 1) = 1 /\ oth (mkPile y 1) = 0.
Proof. destruct y; split; reflexivity. Qed.
(* The aggregates, counts and max as atoms for lia: simpl leaves them alone. *)
Opaque nlong sum_own sum_oth max_own singles board_chips own oth count.
Arguments Nat.max : simpl never.
(* lia on the equations about the aggregates the goal names: the others only slow it down. *)
Ltac only_about_goal :=
  repeat match goal with
  | H : ?F _ _ = _ |- ?G => lazymatch G with context [F] => fail | _ => clear H end
  end.
Theorem step_aggregates : forall r s act t, wf s -> In (act, t) (successors r s) ->
  exists k a d rm, touched k a d rm s /\ forall f, agg t f = next r (mover s) (phase_of s) k a d rm (agg s) f.
Proof.
  intros r s act t [Hlen [Hpend _]] H.
  destruct (successors_cases r s act t H) as [[Ph [x [Hx [[He Ht] | [p [Hp Ht]]]]]] | [[Ph [z [Hz Ht]]] | [Ph [[Hh [Ht | Ht]] | Ht]]]];
    subst t; clear H.
  - (* a chip on an empty pile *)
    exists (KPlace x TEmpty), 0, 0, 0. split; [exact I | ].
    destruct (Hpend ltac:(congruence)) as [P1 P2].
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph pb pr.
    pose proof (aggs_perm Blue _ _ (insert_perm (mkPile x 1) ps)) as IB.
    pose proof (aggs_perm Red _ _ (insert_perm (mkPile x 1) ps)) as IR.
    pose proof (aggs_cons Blue (mkPile x 1) ps) as CB. pose proof (aggs_cons Red (mkPile x 1) ps) as CR.
    destruct m, x; simpl in *; intro f; destruct f; unfold next, start, upd; simpl; first [reflexivity | lia].
  - (* a chip on pile p *)
    assert (L : 1 <= len p) by (rewrite Forall_forall in Hlen; auto).
    destruct (Hpend ltac:(congruence)) as [P1 P2].
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph pb pr.
    destruct p as [y n]; simpl in L.
    exists (KPlace x (if n =? 1 then TSingle y else TLong y)), (own (mkPile y n)), (oth (mkPile y n)),
           (max_own y (remove_first (mkPile y n) ps)).
    split.
    { destruct (n =? 1) eqn:N; [exact I | ]. apply Nat.eqb_neq in N.
      exists (mkPile y n). repeat split; auto.
      unfold in_class. cbn [top len]. rewrite colour_eqb_refl, (proj2 (Nat.leb_le 2 n)) by lia. reflexivity. }
    pose proof (own_longer x (mkPile y n)) as [E3 E4]. simpl in E3, E4.
    assert (E1 : own (mkPile y n) = count (mkPile y n) y) by reflexivity.
    assert (E2 : oth (mkPile y n) = count (mkPile y n) (other y)) by reflexivity.
    assert (E5 : n = 1 -> own (mkPile y n) = 1 /\ oth (mkPile y n) = 0) by (intro; subst; apply single_counts).
    pose proof (remove_first_perm _ _ Hp) as R.
    pose proof (aggs_perm Blue _ _ R) as PB. pose proof (aggs_perm Red _ _ R) as PR.
    pose proof (aggs_cons Blue (mkPile y n) (remove_first (mkPile y n) ps)) as CB.
    pose proof (aggs_cons Red (mkPile y n) (remove_first (mkPile y n) ps)) as CR.
    pose proof (aggs_perm Blue _ _ (insert_perm (mkPile x (S n)) (remove_first (mkPile y n) ps))) as IB.
    pose proof (aggs_perm Red _ _ (insert_perm (mkPile x (S n)) (remove_first (mkPile y n) ps))) as IR.
    pose proof (aggs_cons Blue (mkPile x (S n)) (remove_first (mkPile y n) ps)) as JB.
    pose proof (aggs_cons Red (mkPile x (S n)) (remove_first (mkPile y n) ps)) as JR.
    destruct n as [|[|n]]; [lia | | ];
      destruct m, x, y; simpl in *; repeat match goal with H : _ /\ _ |- _ => destruct H end;
      intro f; destruct f; unfold next, start, upd; simpl; first [reflexivity | solve [only_about_goal; lia] | lia].
  - (* the capturer's discard *)
    exists (KDiscard z), 0, 0, 0. split; [exact I | ].
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph.
    destruct m, z; intro f; destruct f; unfold next, start, upd; simpl; first [reflexivity | lia].
  - (* a prisoner discarded *)
    exists KDiscardPrisoner, 0, 0, 0. split; [exact I | ].
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct Ph as [Ph | Ph]; subst ph; destruct (Hpend ltac:(congruence)) as [P1 P2]; subst pb pr;
      destruct m; intro f; destruct f; unfold next, start, upd; simpl; first [reflexivity | lia].
  - (* a prisoner donated *)
    exists KDonatePrisoner, 0, 0, 0. split; [exact I | ].
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct Ph as [Ph | Ph]; subst ph; destruct (Hpend ltac:(congruence)) as [P1 P2]; subst pb pr;
      destruct m; intro f; destruct f; unfold next, start, upd; simpl; first [reflexivity | lia].
  - (* a window passed *)
    exists KPass, 0, 0, 0. split; [exact I | ].
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
    destruct Ph as [Ph | Ph]; subst ph; destruct (Hpend ltac:(congruence)) as [P1 P2]; subst pb pr;
      destruct m; intro f; destruct f; unfold next, start, upd; simpl; first [reflexivity | lia].
Qed.
Transparent nlong sum_own sum_oth max_own singles board_chips own oth count.

(* ---- the endgame as a game of Game.v -------------------------------------------------------- *)

Lemma insert_len : forall p l, 1 <= len p -> Forall (fun q => 1 <= len q) l -> Forall (fun q => 1 <= len q) (insert p l).
Proof.
  intros p l Hp Hl. apply (Permutation_Forall (Permutation_sym (insert_perm p l))). constructor; auto.
Qed.
Lemma remove_len : forall p l, Forall (fun q => 1 <= len q) l -> Forall (fun q => 1 <= len q) (remove_first p l).
Proof.
  intros p l H. induction H as [|q l Hq Hl IH]; simpl; auto. destruct (pile_eqb p q); auto.
Qed.

(* A step keeps a state well formed. *)
Theorem step_wf : forall r s a t, wf s -> In (a, t) (successors r s) -> wf t.
Proof.
  intros r s a t [Hlen [Hpend Hk]] H.
  destruct (successors_cases r s a t H) as [[Ph [x [Hx [[He Ht] | [p [Hp Ht]]]]]] | [[Ph [z [Hz Ht]]] | [Ph [[Hh [Ht | Ht]] | Ht]]]];
    subst t; destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
  - pose proof (Permutation_length (insert_perm (mkPile x 1) ps)) as I. simpl in I.
    split; [ | split]; simpl.
    + apply insert_len; simpl; auto.
    + intros _. apply Hpend. congruence.
    + lia.
  - pose proof (Permutation_length (remove_first_perm p ps Hp)) as R. simpl in R.
    unfold place. destruct (colour_eqb (top p) x); split; [ | split | | split]; simpl.
    + apply remove_len. exact Hlen.
    + congruence.
    + lia.
    + assert (1 <= len p) by (rewrite Forall_forall in Hlen; auto).
      apply insert_len; [simpl; lia | apply remove_len; exact Hlen].
    + intros _. apply Hpend. congruence.
    + pose proof (Permutation_length (insert_perm (mkPile x (S (len p))) (remove_first p ps))) as I. simpl in I. lia.
  - split; [ | split]; simpl; auto; try lia.
  - unfold discard_prisoner, decider. simpl. split; [ | split]; simpl; auto; try lia.
  - unfold donate_prisoner, discard_prisoner, decider. simpl. split; [ | split]; simpl; auto; try lia.
  - unfold pass, set_phase, set_board. simpl. split; [ | split]; simpl; auto; try lia.
    intro. apply Hpend. destruct Ph; congruence.
Qed.

Definition wstate := { s : state | wf s }.
Definition wstep (r : rules) (u v : wstate) : Prop := exists a, In (a, proj1_sig v) (successors r (proj1_sig u)).
Definition wdecider (u : wstate) : colour := decider (proj1_sig u).
Definition wbelow (v u : wstate) : Prop := below (proj1_sig v) (proj1_sig u).

Lemma other_differs : forall c, other c <> c.
Proof. destruct c; discriminate. Qed.
Lemma two_colours : forall c d, d = c \/ d = other c.
Proof. destruct c, d; auto. Qed.

Section Labelled.

Variable r : rules.
(* A labelling of the endgame's states by a winner, locally consistent on the well-formed states. *)
Variable label : state -> colour.
Hypothesis winner_moves : forall s, wf s -> decider s = label s ->
  exists a t, In (a, t) (successors r s) /\ label t = label s.
Hypothesis loser_keeps : forall s a t, wf s -> decider s <> label s -> In (a, t) (successors r s) ->
  label t = label s.

(* The labelling is the endgame's outcome (Game.v's wins), and the steps keeping it win. *)
Theorem endgame_outcome : forall (u : wstate) p,
  wins colour wstate (wstep r) wdecider p u <-> label (proj1_sig u) = p.
Proof.
  intros u p.
  apply (label_outcome colour other other_differs two_colours wstate (wstep r) wdecider wbelow)
    with (label := fun v => label (proj1_sig v)).
  - unfold wbelow. apply wf_inverse_image. exact below_wf.
  - intros [s Hs] [t Ht] [a Hst]. unfold wbelow. simpl in *. exact (step_measure r s a t Hs Hst).
  - intros [s Hs] D. simpl in *. unfold wdecider in D. simpl in D.
    destruct (winner_moves s Hs D) as [a [t [Hst Ht]]].
    exists (exist _ t (step_wf r s a t Hs Hst)). split; [exists a; exact Hst | exact Ht].
  - intros [s Hs] [t Ht] D [a Hst]. simpl in *. unfold wdecider in D. simpl in D.
    exact (loser_keeps s a t Hs D Hst).
Qed.

End Labelled.

(* ---- Theorem 5.4's labelling (provers/sls/labelling.cpp) ------------------------------------ *)

(* F for player x: m_x > 0 and (n_y = 0 or m_x + Σ own_x > n_y + Σ own_y - max own_y), with
   m_x = hand[x][x], n_y = hand[y][y] (max own_y <= Σ own_y, so the subtraction is exact). *)
Definition F (x : colour) (s : state) : bool :=
  let y := other x in
  (1 <=? hand s x x)
  && ((hand s y y =? 0) || (hand s y y + sum_own y (piles s) - max_own y (piles s) <? hand s x x + sum_own x (piles s))).
(* The mover wins iff F holds for them; in a capture, iff some discard leads to F. *)
Definition mover_wins (r : rules) (s : state) : bool :=
  match phase_of s with
  | Capture => existsb (fun d => (0 <? pending s d) && F (mover s) (discard r s d)) [mover s; other (mover s)]
  | _ => F (mover s) s
  end.
Definition label54 (r : rules) (s : state) : colour := if mover_wins r s then mover s else other (mover s).

(* label/terminal: a terminal state (no chip in the mover's hand) is labelled lost for its mover. *)
Theorem label54_terminal : forall r s, phase_of s = Play -> hand s (mover s) Blue + hand s (mover s) Red = 0 ->
  label54 r s = other (mover s).
Proof.
  intros r s Ph H. unfold label54, mover_wins, F. rewrite Ph.
  assert (hand s (mover s) (mover s) = 0) as -> by (destruct (mover s); lia). reflexivity.
Qed.

Lemma F_spec : forall x s, F x s = true <->
  1 <= hand s x x /\ (hand s (other x) (other x) = 0
                      \/ hand s (other x) (other x) + sum_own (other x) (piles s) - max_own (other x) (piles s)
                         < hand s x x + sum_own x (piles s)).
Proof.
  intros x s. unfold F. rewrite andb_true_iff, orb_true_iff, Nat.leb_le, Nat.eqb_eq, Nat.ltb_lt. tauto.
Qed.

(* label/loser for the windows: where the window's decider is labelled the loser, discarding or
   donating a prisoner or passing keeps the labelled winner (F reads own-colour chips in hand
   only; a donation gives the labelled winner one). *)
Theorem label54_windows : forall r s a t, wf s -> (phase_of s = WindowWaiting \/ phase_of s = WindowMover) ->
  decider s <> label54 r s -> In (a, t) (successors r s) -> label54 r t = label54 r s.
Proof.
  intros r s a t Hs Ph D H.
  destruct (successors_cases r s a t H) as [[P _] | [[P _] | [_ [[Hh [Ht | Ht]] | Ht]]]];
    [destruct Ph; congruence | destruct Ph; congruence | | | ]; subst t.
  all: destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *.
  all: destruct Ph as [Ph | Ph]; subst ph.
  all: unfold label54, mover_wins in *; simpl in *.
  all: unfold discard_prisoner, donate_prisoner, decider, pass, set_phase, set_board in *; simpl in *.
  all: destruct m; simpl in *.
  all: match goal with
       | |- (if F ?x ?t then _ else _) = (if F ?x ?s then _ else _) =>
           destruct (F x s) eqn:E1; destruct (F x t) eqn:E2; try reflexivity; exfalso;
           repeat match goal with
                  | E : F _ _ = true |- _ => apply F_spec in E
                  | E : F _ _ = false |- _ => apply Bool.not_true_iff_false in E; rewrite F_spec in E
                  end;
           simpl in *; try congruence; lia
       end.
Qed.

(* A capture node: its label is "some discard leads to F", so the labelled winner has a discard
   keeping the label, and a labelled loser's every discard keeps it (label/loser and label/sigma for
   the discard kinds, by the label's definition). *)
Lemma discard_label : forall r s d, phase_of s = Capture -> label54 r (discard r s d) =
  if F (mover s) (discard r s d) then mover s else other (mover s).
Proof.
  intros r s d Ph. unfold label54, mover_wins. destruct r; reflexivity.
Qed.
Theorem label54_capture : forall r s, phase_of s = Capture ->
  (decider s = label54 r s -> exists a t, In (a, t) (successors r s) /\ label54 r t = label54 r s)
  /\ (forall a t, decider s <> label54 r s -> In (a, t) (successors r s) -> label54 r t = label54 r s).
Proof.
  intros r s Ph. unfold decider. rewrite Ph.
  assert (L : label54 r s = if existsb (fun d => (0 <? pending s d) && F (mover s) (discard r s d)) [mover s; other (mover s)]
                            then mover s else other (mover s)) by (unfold label54, mover_wins; rewrite Ph; reflexivity).
  split.
  - intro D. rewrite L in D |- *.
    destruct (existsb _ _) eqn:E; [ | exfalso; exact (other_differs _ (eq_sym D))].
    apply existsb_exists in E. destruct E as [d [Hd E]]. apply andb_true_iff in E. destruct E as [E1 E2].
    exists (Discard d), (discard r s d). split.
    + unfold successors. rewrite Ph. apply in_flat_map. exists d. split; [exact Hd | ]. rewrite E1. left. reflexivity.
    + rewrite (discard_label r s d Ph), E2. reflexivity.
  - intros a t D H. rewrite L in D |- *.
    destruct (existsb _ _) eqn:E; [exfalso; exact (D eq_refl) | ].
    unfold successors in H. rewrite Ph in H. apply in_flat_map in H. destruct H as [d [Hd H]].
    destruct (0 <? pending s d) eqn:E1; [ | contradiction]. destruct H as [H | []]. inversion H. subst.
    rewrite (discard_label r s d Ph).
    destruct (F (mover s) (discard r s d)) eqn:E2; [ | reflexivity].
    exfalso. assert (existsb (fun d => (0 <? pending s d) && F (mover s) (discard r s d)) [mover s; other (mover s)] = true)
      as T by (apply existsb_exists; exists d; split; [exact Hd | rewrite E1, E2; reflexivity]).
    congruence.
Qed.

(* A window's labelled winner passes: passing keeps the label (F does not read the phase). *)
Theorem label54_pass : forall r s, (phase_of s = WindowWaiting \/ phase_of s = WindowMover) ->
  In (Done, pass s) (successors r s) /\ label54 r (pass s) = label54 r s.
Proof.
  intros r s Ph. split.
  - unfold successors. destruct Ph as [Ph | Ph]; rewrite Ph; apply in_or_app; right; left; reflexivity.
  - destruct s as [bb br rb rr e ps m ph pb pr]. simpl in Ph. destruct Ph as [Ph | Ph]; subst ph; reflexivity.
Qed.

(* ---- the placements' local consistency (label/loser and label/sigma for the placement kinds) -- *)

Lemma in_choices : forall p l, In p l -> In p (choices l).
Proof.
  intros p l. induction l as [|q l IH]; simpl; [contradiction | ].
  intros [E | H].
  - subst. destruct (choices l) as [|q' r]; [left; reflexivity | ]. destruct (pile_eqb p q'); left; reflexivity.
  - specialize (IH H). destruct (choices l) as [|q' r]; [contradiction | ].
    destruct (pile_eqb q q') eqn:E.
    + apply pile_eqb_eq in E. subst. exact IH.
    + right. exact IH.
Qed.

Opaque nlong sum_own sum_oth max_own singles board_chips own oth count.

(* The own sum and max of a class, with a pile removed from or added to the list. *)
Lemma aggs_remove : forall c p l, In p l ->
  sum_own c l = (if in_class c p then own p else 0) + sum_own c (remove_first p l)
  /\ max_own c l = (if in_class c p then Nat.max (own p) (max_own c (remove_first p l)) else max_own c (remove_first p l)).
Proof.
  intros c p l H.
  destruct (aggs_perm c _ _ (remove_first_perm p l H)) as [_ [S [_ [M _]]]].
  destruct (aggs_cons c p (remove_first p l)) as [_ [S' [_ [M' _]]]].
  rewrite S, M, S', M'. auto.
Qed.
Lemma aggs_insert : forall c q l,
  sum_own c (insert q l) = (if in_class c q then own q else 0) + sum_own c l
  /\ max_own c (insert q l) = (if in_class c q then Nat.max (own q) (max_own c l) else max_own c l).
Proof.
  intros c q l.
  destruct (aggs_perm c _ _ (insert_perm q l)) as [_ [S [_ [M _]]]].
  destruct (aggs_cons c q l) as [_ [S' [_ [M' _]]]].
  rewrite S, M, S', M'. auto.
Qed.
Lemma max_le_sum : forall c l, max_own c l <= sum_own c l.
Proof. intros c l. pose proof (class_realizable c l). cbv zeta in H. lia. Qed.
Lemma max_zero_sum : forall c l, max_own c l = 0 -> sum_own c l = 0.
Proof. intros c l E. pose proof (class_realizable c l). cbv zeta in H. destruct (nlong c l); lia. Qed.
(* A class with a pile has a pile of the largest own count. *)
Lemma max_pile : forall c l, 1 <= max_own c l -> exists p, In p l /\ in_class c p = true /\ own p = max_own c l.
Proof.
  intros c l. induction l as [|q l IH]; intro H.
  - Transparent max_own. unfold max_own in H. simpl in H. lia. Opaque max_own.
  - destruct (aggs_cons c q l) as [_ [_ [_ [M _]]]]. rewrite M in *.
    destruct (in_class c q) eqn:C.
    + destruct (Nat.max_spec (own q) (max_own c l)) as [[L E] | [L E]]; rewrite E in *.
      * destruct (IH H) as [p [Hp [Hc Ho]]]. exists p. simpl. auto.
      * exists q. simpl. auto.
    + destruct (IH H) as [p [Hp [Hc Ho]]]. exists p. simpl. auto.
Qed.
(* Without a pile topped by c, the class of c is empty. *)
Lemma no_top : forall c l, (forall p, In p l -> colour_eqb (top p) c = false) -> sum_own c l = 0 /\ max_own c l = 0.
Proof.
  intros c l H. induction l as [|q l IH].
  - Transparent sum_own max_own. unfold sum_own, max_own. simpl. auto. Opaque sum_own max_own.
  - destruct (aggs_cons c q l) as [_ [S [_ [M _]]]]. rewrite S, M.
    assert (in_class c q = false) as -> by (unfold in_class; rewrite (H q (or_introl eq_refl)); reflexivity).
    apply IH. intros p Hp. apply H. right. exact Hp.
Qed.

(* The label of a placement's successor. *)
Lemma label_place_empty : forall r s x, label54 r (place r s x None) = if F (other x) (place r s x None) then other x else x.
Proof. intros r s x. unfold label54, mover_wins. destruct r, x; reflexivity. Qed.
Lemma label_place_top : forall r s x p, colour_eqb (top p) x = false ->
  label54 r (place r s x (Some p)) = if F (top p) (place r s x (Some p)) then top p else other (top p).
Proof. intros r s x p C. unfold label54, mover_wins, place. rewrite C. destruct r; reflexivity. Qed.
Lemma label_place_capture : forall r s x p, colour_eqb (top p) x = true ->
  label54 r (place r s x (Some p)) =
  if ((0 <? pending (place r s x (Some p)) x) && F x (discard r (place r s x (Some p)) x))
     || ((0 <? pending (place r s x (Some p)) (other x)) && F x (discard r (place r s x (Some p)) (other x)))
  then x else other x.
Proof.
  intros r s x p C. unfold label54, mover_wins.
  assert (P : phase_of (place r s x (Some p)) = Capture) by (unfold place; rewrite C; reflexivity).
  assert (M : mover (place r s x (Some p)) = x) by (unfold place; rewrite C; reflexivity).
  rewrite P, M. cbn [existsb]. rewrite orb_false_r. reflexivity.
Qed.

(* F without the truncated subtraction (max own <= sum own): fewer cases for lia. *)
Lemma F_lin : forall x s, F x s = true <->
  1 <= hand s x x /\ (hand s (other x) (other x) = 0
                      \/ hand s (other x) (other x) + sum_own (other x) (piles s)
                         < hand s x x + sum_own x (piles s) + max_own (other x) (piles s)).
Proof. intros x s. rewrite F_spec. pose proof (max_le_sum (other x) (piles s)). split; intros [A B]; split; auto; lia. Qed.

(* lia splits at every Nat.max: most contradictions need no fact about a maximum. *)
Ltac without_max :=
  repeat match goal with H : _ /\ _ |- _ => destruct H end;
  repeat match goal with H : context [Nat.max] |- _ => clear H end.

(* Every F and comparison of the goal and hypotheses as arithmetic, for lia. *)
Ltac arith :=
  repeat match goal with
         | |- context [F ?c ?u] => let E := fresh "E" in destruct (F c u) eqn:E
         | |- context [?a <? ?b] => let E := fresh "E" in destruct (a <? b) eqn:E
         end;
  repeat match goal with
         | E : F _ _ = true |- _ => apply F_lin in E
         | E : F _ _ = false |- _ => apply Bool.not_true_iff_false in E; rewrite F_lin in E
         | E : (_ <? _) = true |- _ => apply Nat.ltb_lt in E
         | E : (_ <? _) = false |- _ => apply Nat.ltb_ge in E
         end;
  simpl in *; first [reflexivity | congruence | exfalso; solve [without_max; lia] | exfalso; lia].

(* The facts about a touched pile p = (y, n) of ps and the lists around it, for lia. *)
Ltac pile_facts x y n ps Hp :=
  pose proof (aggs_remove Blue _ _ Hp); pose proof (aggs_remove Red _ _ Hp);
  pose proof (max_le_sum Blue (remove_first (mkPile y n) ps)); pose proof (max_le_sum Red (remove_first (mkPile y n) ps));
  pose proof (aggs_insert Blue (mkPile x (S n)) (remove_first (mkPile y n) ps));
  pose proof (aggs_insert Red (mkPile x (S n)) (remove_first (mkPile y n) ps));
  pose proof (own_longer x (mkPile y n)); simpl len in *;
  assert (own (mkPile y n) = count (mkPile y n) y) by reflexivity;
  assert (oth (mkPile y n) = count (mkPile y n) (other y)) by reflexivity.
Ltac shape y n :=
  destruct n as [|[|n]]; [lia | pose proof (single_counts y) | pose proof (long_pile_counts (mkPile y (S (S n))) ltac:(simpl; lia))].

Theorem label54_loser_play : forall r s a t, wf s -> phase_of s = Play -> decider s <> label54 r s ->
  In (a, t) (successors r s) -> label54 r t = label54 r s.
Proof.
  intros r s a t [Hlen [Hpend Hk]] Ph D H.
  assert (L : label54 r s = if F (mover s) s then mover s else other (mover s))
    by (unfold label54, mover_wins; rewrite Ph; reflexivity).
  assert (Fs : F (mover s) s = false).
  { destruct (F (mover s) s) eqn:E; [ | reflexivity].
    exfalso. apply D. unfold decider, label54, mover_wins. rewrite Ph, E. reflexivity. }
  rewrite L, Fs. clear L D.
  destruct (successors_cases r s a t H) as [[_ [x [Hx [[He Ht] | [p [Hp Ht]]]]]] | [[P _] | [[P | P] _]]];
    [ | | congruence..]; subst t; clear H.
  - (* on an empty pile *)
    rewrite label_place_empty.
    pose proof (aggs_insert Blue (mkPile x 1) (piles s)). pose proof (aggs_insert Red (mkPile x 1) (piles s)).
    pose proof (max_le_sum Blue (piles s)). pose proof (max_le_sum Red (piles s)).
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph.
    clear Hlen Hpend Hk; destruct m, x; arith.
  - (* on pile p *)
    assert (Lp : 1 <= len p) by (rewrite Forall_forall in Hlen; auto).
    destruct (colour_eqb (top p) x) eqn:C; [rewrite (label_place_capture r s x p C) | rewrite (label_place_top r s x p C)];
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *; subst ph;
    destruct p as [y n]; pile_facts x y n ps Hp; simpl in Lp; shape y n;
    clear Hlen Hpend Hk Hp; destruct m, x, y; try discriminate C; arith.
Qed.

Ltac on_pile Hlen Hp C :=
  let Lp := fresh "Lp" in
  assert (Lp : 1 <= len _) by (rewrite Forall_forall in Hlen; exact (Hlen _ Hp));
  match goal with s : state |- _ =>
    let bb := fresh "bb" in let br := fresh "br" in let rb := fresh "rb" in let rr := fresh "rr" in
    let e := fresh "e" in let ps := fresh "ps" in let m := fresh "m" in let ph := fresh "ph" in
    let pb := fresh "pb" in let pr := fresh "pr" in
    destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *; subst ph;
    match type of Hp with In ?p _ =>
      let y := fresh "y" in let n := fresh "n" in
      destruct p as [y n]; pile_facts m y n ps Hp; simpl in Lp; shape y n;
      clear Hlen Hp; destruct m, y; try discriminate C; arith
    end
  end.

Theorem label54_winner_play : forall r s, wf s -> phase_of s = Play -> decider s = label54 r s ->
  exists a t, In (a, t) (successors r s) /\ label54 r t = label54 r s.
Proof.
  intros r s [Hlen [Hpend Hk]] Ph D.
  assert (Fs : F (mover s) s = true).
  { destruct (F (mover s) s) eqn:E; [reflexivity | ]. exfalso.
    unfold decider, label54, mover_wins in D. rewrite Ph, E in D. exact (other_differs _ (eq_sym D)). }
  assert (L : label54 r s = mover s) by (unfold label54, mover_wins; rewrite Ph, Fs; reflexivity).
  rewrite L. clear D L.
  assert (Hm : 1 <= hand s (mover s) (mover s)) by (apply F_spec in Fs; tauto).
  assert (Pile : forall p, In p (piles s) -> In (Place (mover s) (code p), place r s (mover s) (Some p)) (successors r s)).
  { intros p Hp. unfold successors. rewrite Ph. apply in_flat_map. exists (mover s). split; [left; reflexivity | ].
    destruct (hand s (mover s) (mover s) =? 0) eqn:E; [apply Nat.eqb_eq in E; lia | ].
    apply in_or_app. right. apply in_map_iff. exists p. split; [reflexivity | apply in_choices; exact Hp]. }
  destruct (find (fun p => colour_eqb (top p) (mover s)) (piles s)) as [p | ] eqn:Fd.
  - (* Σ step 1: capture an own pile *)
    destruct (find_some _ _ Fd) as [Hp C].
    exists (Place (mover s) (code p)), (place r s (mover s) (Some p)). split; [exact (Pile p Hp) | ].
    rewrite (label_place_capture r s (mover s) p C). clear Pile Fd Hpend Hk. on_pile Hlen Hp C.
  - pose proof (find_none _ _ Fd) as NT. clear Fd.
    destruct (no_top (mover s) (piles s) NT) as [S0 M0].
    assert (Top : forall p, In p (piles s) -> (own p = max_own (other (mover s)) (piles s) /\ 2 <= len p
                   \/ len p = 1 /\ sum_own (other (mover s)) (piles s) = 0 /\ max_own (other (mover s)) (piles s) = 0) ->
                  exists a t, In (a, t) (successors r s) /\ label54 r t = mover s).
    { intros p Hp Hlong. assert (C : colour_eqb (top p) (mover s) = false) by exact (NT p Hp).
      exists (Place (mover s) (code p)), (place r s (mover s) (Some p)). split; [exact (Pile p Hp) | ].
      rewrite (label_place_top r s (mover s) p C). clear Pile NT Hpend Hk. on_pile Hlen Hp C. }
    destruct (le_lt_dec 1 (max_own (other (mover s)) (piles s))) as [Hy | Hy].
    + (* Σ step 3: top the longest opponent pile *)
      destruct (max_pile _ _ Hy) as [p [Hp [Hc Ho]]]. apply (Top p Hp). left. split; [exact Ho | ].
      unfold in_class in Hc. apply andb_true_iff in Hc. apply Nat.leb_le. tauto.
    + pose proof (max_zero_sum (other (mover s)) (piles s) ltac:(lia)) as S1.
      destruct (piles s) as [|p ps'] eqn:Ps.
      * (* Σ step 3: an empty pile *)
        exists (Place (mover s) 0), (place r s (mover s) None). split.
        { unfold successors. rewrite Ph. apply in_flat_map. exists (mover s). split; [left; reflexivity | ].
          destruct (hand s (mover s) (mover s) =? 0) eqn:E; [apply Nat.eqb_eq in E; lia | ].
          apply in_or_app. left. simpl in Hk. destruct (0 <? empty s) eqn:E'; [left; reflexivity | apply Nat.ltb_ge in E'; lia]. }
        rewrite label_place_empty. clear Pile NT Top Hpend Hlen.
        pose proof (aggs_insert Blue (mkPile (mover s) 1) (piles s)). pose proof (aggs_insert Red (mkPile (mover s) 1) (piles s)).
        destruct s as [bb br rb rr e ps m ph pb pr]; simpl in *. subst ph ps.
        destruct m; arith.
      * (* Σ step 3: an opponent singleton (no long opponent pile) *)
        assert (Hp : In p (p :: ps')) by (left; reflexivity).
        apply (Top p Hp). right. split; [ | split; [exact S1 | lia]].
        pose proof (proj1 (Forall_forall _ _) Hlen p (or_introl eq_refl)) as L1.
        destruct p as [y [|[|n]]]; simpl in L1 |- *; [lia | reflexivity | exfalso].
        (* a long opponent pile: the opponent's max is not 0 *)
        destruct (aggs_cons (other (mover s)) (mkPile y (S (S n))) ps') as [_ [_ [_ [M _]]]].
        pose proof (long_pile_counts (mkPile y (S (S n))) ltac:(simpl; lia)) as Lc.
        assert (Ic : in_class (other (mover s)) (mkPile y (S (S n))) = true).
        { pose proof (NT _ (or_introl eq_refl)) as T. unfold in_class. simpl in T |- *.
          destruct y, (mover s); simpl in *; congruence. }
        rewrite Ic in M. lia.
Qed.

(* Theorem 5.4 (v2; v1 Theorem 2.39): the outcome of every well-formed state is label54, under
   both rule sets; the steps keeping the label are a winning strategy for the labelled winner.
   Local consistency: placements (label54_winner_play, label54_loser_play), captures
   (label54_capture), the windows (label54_windows, label54_pass); termination: step_measure. *)
Lemma label54_winner : forall r s, wf s -> decider s = label54 r s ->
  exists a t, In (a, t) (successors r s) /\ label54 r t = label54 r s.
Proof.
  intros r s Hs D. destruct (phase_of s) eqn:Ph.
  - exact (label54_winner_play r s Hs Ph D).
  - exact (proj1 (label54_capture r s Ph) D).
  - destruct (label54_pass r s (or_introl Ph)) as [H E]. exists Done, (pass s). auto.
  - destruct (label54_pass r s (or_intror Ph)) as [H E]. exists Done, (pass s). auto.
Qed.
Lemma label54_loser : forall r s a t, wf s -> decider s <> label54 r s -> In (a, t) (successors r s) ->
  label54 r t = label54 r s.
Proof.
  intros r s a t Hs D H. destruct (phase_of s) eqn:Ph.
  - exact (label54_loser_play r s a t Hs Ph D H).
  - exact (proj2 (label54_capture r s Ph) a t D H).
  - apply (label54_windows r s a t); auto.
  - apply (label54_windows r s a t); auto.
Qed.

Theorem theorem54_outcome : forall r (u : wstate) p,
  wins colour wstate (wstep r) wdecider p u <-> label54 r (proj1_sig u) = p.
Proof. intro r. apply endgame_outcome; [apply label54_winner | apply label54_loser]. Qed.

Theorem theorem54_strategy : forall r (u : wstate),
  wins_with colour wstate (wstep r) wdecider (fun v w => label54 r (proj1_sig w) = label54 r (proj1_sig v))
            (label54 r (proj1_sig u)) u.
Proof.
  intro r.
  apply (label_strategy colour other other_differs two_colours wstate (wstep r) wdecider wbelow)
    with (label := fun v => label54 r (proj1_sig v)).
  - unfold wbelow. apply wf_inverse_image. exact below_wf.
  - intros [s Hs] [t Ht] [a Hst]. unfold wbelow. simpl in *. exact (step_measure r s a t Hs Hst).
  - intros [s Hs] D. simpl in *. unfold wdecider in D. simpl in D.
    destruct (label54_winner r s Hs D) as [a [t [Hst Ht]]].
    exists (exist _ t (step_wf r s a t Hs Hst)). split; [exists a; exact Hst | exact Ht].
  - intros [s Hs] [t Ht] D [a Hst]. simpl in *. unfold wdecider in D. simpl in D.
    exact (label54_loser r s a t Hs D Hst).
Qed.
