(* The meta-theorem behind the So Long Sucker certificates (issue 22, provers/sls/README.md):
   in a well-founded game, a labelling that is locally consistent is the game's outcome, and the
   witnessing moves form a winning strategy.

   A game: states, a step relation, the player who decides at each state (two players, `opp`
   swaps them). A state without a step is lost by its decider. Well-founded: every step goes down
   a well-founded relation `lt`. A labelling names a winner at each state; it is locally
   consistent when
     - a state whose decider is the labelled winner has a step to a state with the same winner;
     - at a state whose decider is not the labelled winner, every step keeps the winner.
   (So a state without a step is labelled with its decider's opponent.) *)
Require Import Coq.Init.Wf.

Section Game.

Variable Player : Type.
Variable opp : Player -> Player.
Hypothesis opp_differs : forall p, opp p <> p.
Hypothesis two_players : forall p q, q = p \/ q = opp p.

Variable State : Type.
Variable step : State -> State -> Prop.
Variable decider : State -> Player.
Variable lt : State -> State -> Prop.
Hypothesis lt_wf : well_founded lt.
Hypothesis step_lt : forall s t, step s t -> lt t s.

(* The outcome: p wins at s when p decides and has a step to a state p wins, or the opponent
   decides and every step (possibly none) goes to a state p wins. *)
Inductive wins (p : Player) : State -> Prop :=
| wins_move : forall s t, decider s = p -> step s t -> wins p t -> wins p s
| wins_reply : forall s, decider s <> p -> (forall t, step s t -> wins p t) -> wins p s.

(* Play by a strategy: `choose s t` says which steps p may take. p wins with it at s when every
   play from s in which p only takes chosen steps ends in p's win. *)
Inductive wins_with (choose : State -> State -> Prop) (p : Player) : State -> Prop :=
| with_move : forall s t, decider s = p -> step s t -> choose s t -> wins_with choose p t -> wins_with choose p s
| with_reply : forall s, decider s <> p -> (forall t, step s t -> wins_with choose p t) -> wins_with choose p s.

Lemma opp_opp_or : forall p q, q <> p -> q = opp p.
Proof. intros p q H. destruct (two_players p q); [contradiction | assumption]. Qed.

Lemma wins_inv : forall p s, wins p s ->
  (decider s = p /\ exists t, step s t /\ wins p t) \/ (decider s <> p /\ forall t, step s t -> wins p t).
Proof. intros p s H. destruct H as [s t Hd Hs Hw | s Hd Hall]; [left; eauto | right; auto]. Qed.

(* No state is won by both players. *)
Theorem wins_unique : forall s p, wins p s -> wins (opp p) s -> False.
Proof.
  intro s. induction s as [s IH] using (well_founded_ind lt_wf). intros p Hp Hq.
  destruct (wins_inv _ _ Hp) as [[Hd1 [t1 [Hs1 Hw1]]] | [Hd1 Hall1]];
  destruct (wins_inv _ _ Hq) as [[Hd2 [t2 [Hs2 Hw2]]] | [Hd2 Hall2]].
  - rewrite Hd2 in Hd1. exact (opp_differs p Hd1).
  - exact (IH t1 (step_lt _ _ Hs1) p Hw1 (Hall2 t1 Hs1)).
  - exact (IH t2 (step_lt _ _ Hs2) p (Hall1 t2 Hs2) Hw2).
  - destruct (two_players p (decider s)) as [E | E]; contradiction.
Qed.

Section Labelling.

Variable label : State -> Player.
Hypothesis winner_moves : forall s, decider s = label s -> exists t, step s t /\ label t = label s.
Hypothesis loser_keeps : forall s t, decider s <> label s -> step s t -> label t = label s.

(* The labelled winner wins, using only steps that keep the label: the labelling's witnessing
   moves are a winning strategy. *)
Theorem label_strategy : forall s, wins_with (fun s t => label t = label s) (label s) s.
Proof.
  intro s. induction s as [s IH] using (well_founded_ind lt_wf).
  destruct (two_players (label s) (decider s)) as [E | E].
  - destruct (winner_moves s E) as [t [Hst Ht]].
    apply with_move with t; auto.
    rewrite <- Ht. apply IH. apply step_lt. exact Hst.
  - apply with_reply.
    + intro D. rewrite D in E. exact (opp_differs _ (eq_sym E)).
    + intros t Hst. assert (K : label t = label s).
      { apply loser_keeps; [ | exact Hst]. intro D. rewrite <- D in E. exact (opp_differs _ (eq_sym E)). }
      rewrite <- K. apply IH. apply step_lt. exact Hst.
Qed.

(* A strategy's win is a win. *)
Lemma wins_with_wins : forall choose p s, wins_with choose p s -> wins p s.
Proof.
  intros choose p s H. induction H as [s t Hd Hs Hc Hw IHw | s Hd Hall IHall].
  - exact (wins_move p s t Hd Hs IHw).
  - exact (wins_reply p s Hd IHall).
Qed.

(* The labelling is the outcome: p wins at s exactly when s is labelled p. *)
Theorem label_outcome : forall s p, wins p s <-> label s = p.
Proof.
  intros s p. split.
  - intro Hw. destruct (two_players (label s) p) as [E | E]; [auto | ].
    exfalso. apply (wins_unique s (label s)).
    + exact (wins_with_wins _ _ _ (label_strategy s)).
    + rewrite <- E. exact Hw.
  - intro E. rewrite <- E. exact (wins_with_wins _ _ _ (label_strategy s)).
Qed.

End Labelling.

End Game.
