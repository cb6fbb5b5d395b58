; So Long Sucker's Theorem 5.4 (issue 22): the labelling's obligations under the full rules, shared by every claim proved through it.
; What PROVED rests on, besides z3 and cvc5 each answering every obligation below: (1) the meta-theorem: a labelling of a game whose every step lowers a well-founded measure, where every step of a decider labelled the loser keeps the labelled winner and the labelled winner has a step keeping it (here Σ's), is the game's outcome, and those steps are a winning strategy; (2) the multiset facts behind the aggregates: removing or adding a pile changes a class's count and sums by that pile's, a class's max is one of its piles' own counts, and the realizability constraints (S >= M + n - 1, S - n <= T <= S, ...) hold on every board; (3) the description of the step kinds and of Σ's branches (provers/sls/), tied to the engine by tests/sls_prover: every state to 8 chips and every option the engine generates, each single-entry fault of the description caught, Σ's branch = the engine's Σ and the label = the exact oracle on every state to 7 chips. (1) and (2) are kernel-checked in Coq (provers/sls/coq, over a step relation the kernel compares with the engine's on every state to 4 chips), and so, independently of the obligations below, is Theorem 5.4's labelling as the outcome: locally consistent at every step of that relation, with no hypothesis (theorem54_outcome), and Σ's move, compared with the engine's on the same states, keeping it wherever Σ's player is labelled the winner (sigma_wins).
; 136 obligations; each is proved when its first (check-sat) answers sat (the
; hypothesis can hold: no vacuous proof) and its second unsat (no counterexample): the answers
; must read sat, unsat, sat, unsat, ... Re-run with `z3 FILE` or `cvc5 FILE`.
(set-logic QF_LIA)
(declare-fun long_b () Int)
(declare-fun long_r () Int)
(declare-fun own_b () Int)
(declare-fun own_r () Int)
(declare-fun other_b () Int)
(declare-fun other_r () Int)
(declare-fun max_b () Int)
(declare-fun max_r () Int)
(declare-fun empty () Int)
(declare-fun single_b () Int)
(declare-fun single_r () Int)
(declare-fun hand_B_b () Int)
(declare-fun hand_B_r () Int)
(declare-fun hand_R_b () Int)
(declare-fun hand_R_r () Int)
(declare-fun mover () Int)
(declare-fun phase () Int)
(declare-fun pending_b () Int)
(declare-fun pending_r () Int)
(declare-fun next_long_b () Int)
(declare-fun next_long_r () Int)
(declare-fun next_own_b () Int)
(declare-fun next_own_r () Int)
(declare-fun next_other_b () Int)
(declare-fun next_other_r () Int)
(declare-fun next_max_b () Int)
(declare-fun next_max_r () Int)
(declare-fun next_empty () Int)
(declare-fun next_single_b () Int)
(declare-fun next_single_r () Int)
(declare-fun next_hand_B_b () Int)
(declare-fun next_hand_B_r () Int)
(declare-fun next_hand_R_b () Int)
(declare-fun next_hand_R_r () Int)
(declare-fun next_mover () Int)
(declare-fun next_phase () Int)
(declare-fun next_pending_b () Int)
(declare-fun next_pending_r () Int)
(declare-fun a () Int)
(declare-fun d () Int)
(declare-fun r () Int)
(define-fun decider_wins () Bool (or (and (and (= mover 0) (= phase 0)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 1)) (or (and (and (= phase 1) (= mover 0)) (and (>= (+ hand_B_b pending_b) 2) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 2) (= hand_R_r 0)))) (and (and (= phase 1) (= mover 0) (>= pending_r 1)) (and (>= (+ hand_B_b pending_b) 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 1) (= hand_R_r 0)))))) (and (and (= mover 0) (= phase 2)) (not (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0))))) (and (and (= mover 0) (= phase 3)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 1) (= phase 0)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 1)) (or (and (and (= phase 1) (= mover 1)) (and (>= (+ hand_R_r pending_r) 2) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 2) (= hand_B_b 0)))) (and (and (= phase 1) (= mover 1) (>= pending_b 1)) (and (>= (+ hand_R_r pending_r) 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 1) (= hand_B_b 0)))))) (and (and (= mover 1) (= phase 2)) (not (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0))))) (and (and (= mover 1) (= phase 3)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0))))))
(define-fun winner_kept () Bool (or (and (or (and (= mover 0) (or (and (and (= mover 0) (= phase 0)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 1)) (or (and (and (= phase 1) (= mover 0)) (and (>= (+ hand_B_b pending_b) 2) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 2) (= hand_R_r 0)))) (and (and (= phase 1) (= mover 0) (>= pending_r 1)) (and (>= (+ hand_B_b pending_b) 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 1) (= hand_R_r 0)))))) (and (and (= mover 0) (= phase 2)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 3)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 1) (= phase 0)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 1)) (or (and (and (= phase 1) (= mover 1)) (and (>= (+ hand_R_r pending_r) 2) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 2) (= hand_B_b 0)))) (and (and (= phase 1) (= mover 1) (>= pending_b 1)) (and (>= (+ hand_R_r pending_r) 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 1) (= hand_B_b 0)))))) (and (and (= mover 1) (= phase 2)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 3)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))))) (and (= mover 1) (not (or (and (and (= mover 0) (= phase 0)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 1)) (or (and (and (= phase 1) (= mover 0)) (and (>= (+ hand_B_b pending_b) 2) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 2) (= hand_R_r 0)))) (and (and (= phase 1) (= mover 0) (>= pending_r 1)) (and (>= (+ hand_B_b pending_b) 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 1) (= hand_R_r 0)))))) (and (and (= mover 0) (= phase 2)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 3)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 1) (= phase 0)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 1)) (or (and (and (= phase 1) (= mover 1)) (and (>= (+ hand_R_r pending_r) 2) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 2) (= hand_B_b 0)))) (and (and (= phase 1) (= mover 1) (>= pending_b 1)) (and (>= (+ hand_R_r pending_r) 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 1) (= hand_B_b 0)))))) (and (and (= mover 1) (= phase 2)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 3)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))))))) (or (and (= next_mover 0) (or (and (and (= next_mover 0) (= next_phase 0)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 0)) (and (>= (+ next_hand_B_b next_pending_b) 2) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 2) (= next_hand_R_r 0)))) (and (and (= next_phase 1) (= next_mover 0) (>= next_pending_r 1)) (and (>= (+ next_hand_B_b next_pending_b) 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 1) (= next_hand_R_r 0)))))) (and (and (= next_mover 0) (= next_phase 2)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 3)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 1) (= next_phase 0)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 1)) (and (>= (+ next_hand_R_r next_pending_r) 2) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 2) (= next_hand_B_b 0)))) (and (and (= next_phase 1) (= next_mover 1) (>= next_pending_b 1)) (and (>= (+ next_hand_R_r next_pending_r) 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 1) (= next_hand_B_b 0)))))) (and (and (= next_mover 1) (= next_phase 2)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 3)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))))) (and (= next_mover 1) (not (or (and (and (= next_mover 0) (= next_phase 0)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 0)) (and (>= (+ next_hand_B_b next_pending_b) 2) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 2) (= next_hand_R_r 0)))) (and (and (= next_phase 1) (= next_mover 0) (>= next_pending_r 1)) (and (>= (+ next_hand_B_b next_pending_b) 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 1) (= next_hand_R_r 0)))))) (and (and (= next_mover 0) (= next_phase 2)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 3)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 1) (= next_phase 0)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 1)) (and (>= (+ next_hand_R_r next_pending_r) 2) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 2) (= next_hand_B_b 0)))) (and (and (= next_phase 1) (= next_mover 1) (>= next_pending_b 1)) (and (>= (+ next_hand_R_r next_pending_r) 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 1) (= next_hand_B_b 0)))))) (and (and (= next_mover 1) (= next_phase 2)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 3)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0))))))))) (and (not (or (and (= mover 0) (or (and (and (= mover 0) (= phase 0)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 1)) (or (and (and (= phase 1) (= mover 0)) (and (>= (+ hand_B_b pending_b) 2) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 2) (= hand_R_r 0)))) (and (and (= phase 1) (= mover 0) (>= pending_r 1)) (and (>= (+ hand_B_b pending_b) 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 1) (= hand_R_r 0)))))) (and (and (= mover 0) (= phase 2)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 3)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 1) (= phase 0)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 1)) (or (and (and (= phase 1) (= mover 1)) (and (>= (+ hand_R_r pending_r) 2) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 2) (= hand_B_b 0)))) (and (and (= phase 1) (= mover 1) (>= pending_b 1)) (and (>= (+ hand_R_r pending_r) 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 1) (= hand_B_b 0)))))) (and (and (= mover 1) (= phase 2)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 3)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))))) (and (= mover 1) (not (or (and (and (= mover 0) (= phase 0)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 1)) (or (and (and (= phase 1) (= mover 0)) (and (>= (+ hand_B_b pending_b) 2) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 2) (= hand_R_r 0)))) (and (and (= phase 1) (= mover 0) (>= pending_r 1)) (and (>= (+ hand_B_b pending_b) 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 1) (= hand_R_r 0)))))) (and (and (= mover 0) (= phase 2)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 3)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 1) (= phase 0)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 1)) (or (and (and (= phase 1) (= mover 1)) (and (>= (+ hand_R_r pending_r) 2) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 2) (= hand_B_b 0)))) (and (and (= phase 1) (= mover 1) (>= pending_b 1)) (and (>= (+ hand_R_r pending_r) 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 1) (= hand_B_b 0)))))) (and (and (= mover 1) (= phase 2)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 3)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0))))))))) (not (or (and (= next_mover 0) (or (and (and (= next_mover 0) (= next_phase 0)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 0)) (and (>= (+ next_hand_B_b next_pending_b) 2) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 2) (= next_hand_R_r 0)))) (and (and (= next_phase 1) (= next_mover 0) (>= next_pending_r 1)) (and (>= (+ next_hand_B_b next_pending_b) 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 1) (= next_hand_R_r 0)))))) (and (and (= next_mover 0) (= next_phase 2)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 3)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 1) (= next_phase 0)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 1)) (and (>= (+ next_hand_R_r next_pending_r) 2) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 2) (= next_hand_B_b 0)))) (and (and (= next_phase 1) (= next_mover 1) (>= next_pending_b 1)) (and (>= (+ next_hand_R_r next_pending_r) 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 1) (= next_hand_B_b 0)))))) (and (and (= next_mover 1) (= next_phase 2)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 3)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))))) (and (= next_mover 1) (not (or (and (and (= next_mover 0) (= next_phase 0)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 0)) (and (>= (+ next_hand_B_b next_pending_b) 2) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 2) (= next_hand_R_r 0)))) (and (and (= next_phase 1) (= next_mover 0) (>= next_pending_r 1)) (and (>= (+ next_hand_B_b next_pending_b) 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r) next_pending_b) 1) (= next_hand_R_r 0)))))) (and (and (= next_mover 0) (= next_phase 2)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 0) (= next_phase 3)) (and (>= next_hand_B_b 1) (or (>= (+ next_own_b (- next_own_r) next_max_r next_hand_B_b (- next_hand_R_r)) 1) (= next_hand_R_r 0)))) (and (and (= next_mover 1) (= next_phase 0)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 1)) (or (and (and (= next_phase 1) (= next_mover 1)) (and (>= (+ next_hand_R_r next_pending_r) 2) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 2) (= next_hand_B_b 0)))) (and (and (= next_phase 1) (= next_mover 1) (>= next_pending_b 1)) (and (>= (+ next_hand_R_r next_pending_r) 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r next_pending_r) 1) (= next_hand_B_b 0)))))) (and (and (= next_mover 1) (= next_phase 2)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0)))) (and (and (= next_mover 1) (= next_phase 3)) (and (>= next_hand_R_r 1) (or (>= (+ (- next_own_b) next_own_r next_max_b (- next_hand_B_b) next_hand_R_r) 1) (= next_hand_B_b 0))))))))))))
(define-fun realizable () Bool (and
  (>= empty 0)
  (>= single_b 0)
  (>= single_r 0)
  (>= hand_B_b 0)
  (>= hand_B_r 0)
  (>= hand_R_b 0)
  (>= hand_R_r 0)
  (>= pending_b 0)
  (>= pending_r 0)
  (>= mover 0)
  (>= (- mover) (- 1))
  (>= phase 0)
  (>= (- phase) (- 3))
  (>= (+ long_b long_r empty single_b single_r) 1)
  (>= long_b 0)
  (>= (+ (- long_b) own_b) 0)
  (>= (+ (- long_b) other_b) 0)
  (>= (+ own_b (- other_b)) 0)
  (>= (+ long_b (- own_b) other_b) 0)
  (>= (+ (- long_b) own_b (- max_b)) (- 1))
  (>= max_b 0)
  (or (>= long_b 1) (= own_b 0))
  (or (>= long_b 1) (= max_b 0))
  (or (= long_b 0) (>= max_b 1))
  (>= long_r 0)
  (>= (+ (- long_r) own_r) 0)
  (>= (+ (- long_r) other_r) 0)
  (>= (+ own_r (- other_r)) 0)
  (>= (+ long_r (- own_r) other_r) 0)
  (>= (+ (- long_r) own_r (- max_r)) (- 1))
  (>= max_r 0)
  (or (>= long_r 1) (= own_r 0))
  (or (>= long_r 1) (= max_r 0))
  (or (= long_r 0) (>= max_r 1))
  (or (= phase 1) (= pending_b 0))
  (>= (+ (- pending_b) pending_r) (- 2))
  (or (not (= phase 1)) (not (= mover 0)) (>= pending_b 2))
  (or (not (= phase 1)) (not (= mover 0)) (>= (+ pending_b (- pending_r)) 1))
  (or (= phase 1) (= pending_r 0))
  (>= (+ pending_b (- pending_r)) (- 2))
  (or (not (= phase 1)) (not (= mover 1)) (>= pending_r 2))
  (or (not (= phase 1)) (not (= mover 1)) (>= (+ (- pending_b) pending_r) 1))))
(define-fun next_realizable () Bool (and
  (>= next_empty 0)
  (>= next_single_b 0)
  (>= next_single_r 0)
  (>= next_hand_B_b 0)
  (>= next_hand_B_r 0)
  (>= next_hand_R_b 0)
  (>= next_hand_R_r 0)
  (>= next_pending_b 0)
  (>= next_pending_r 0)
  (>= next_mover 0)
  (>= (- next_mover) (- 1))
  (>= next_phase 0)
  (>= (- next_phase) (- 3))
  (>= (+ next_long_b next_long_r next_empty next_single_b next_single_r) 1)
  (>= next_long_b 0)
  (>= (+ (- next_long_b) next_own_b) 0)
  (>= (+ (- next_long_b) next_other_b) 0)
  (>= (+ next_own_b (- next_other_b)) 0)
  (>= (+ next_long_b (- next_own_b) next_other_b) 0)
  (>= (+ (- next_long_b) next_own_b (- next_max_b)) (- 1))
  (>= next_max_b 0)
  (or (>= next_long_b 1) (= next_own_b 0))
  (or (>= next_long_b 1) (= next_max_b 0))
  (or (= next_long_b 0) (>= next_max_b 1))
  (>= next_long_r 0)
  (>= (+ (- next_long_r) next_own_r) 0)
  (>= (+ (- next_long_r) next_other_r) 0)
  (>= (+ next_own_r (- next_other_r)) 0)
  (>= (+ next_long_r (- next_own_r) next_other_r) 0)
  (>= (+ (- next_long_r) next_own_r (- next_max_r)) (- 1))
  (>= next_max_r 0)
  (or (>= next_long_r 1) (= next_own_r 0))
  (or (>= next_long_r 1) (= next_max_r 0))
  (or (= next_long_r 0) (>= next_max_r 1))
  (or (= next_phase 1) (= next_pending_b 0))
  (>= (+ (- next_pending_b) next_pending_r) (- 2))
  (or (not (= next_phase 1)) (not (= next_mover 0)) (>= next_pending_b 2))
  (or (not (= next_phase 1)) (not (= next_mover 0)) (>= (+ next_pending_b (- next_pending_r)) 1))
  (or (= next_phase 1) (= next_pending_r 0))
  (>= (+ next_pending_b (- next_pending_r)) (- 2))
  (or (not (= next_phase 1)) (not (= next_mover 1)) (>= next_pending_r 2))
  (or (not (= next_phase 1)) (not (= next_mover 1)) (>= (+ (- next_pending_b) next_pending_r) 1))))

; Full/measure/non-negative
(push 1)
(assert realizable)
(check-sat) ; sat
(assert (not (and
  (>= (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r) 0)
  (>= (+ hand_B_b hand_B_r hand_R_b hand_R_r) 0)
  (>= (+ hand_B_r hand_R_b) 0)
  (>= (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1)))) 0))))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places b on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places b on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places b on a b-singleton (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places b on a b-singleton (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places b on a r-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places b on a r-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places b on a long b-pile (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places b on a long b-pile (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places b on a long r-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places b on a long r-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places r on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places r on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places r on a r-singleton (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places r on a r-singleton (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places r on a b-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places r on a b-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places r on a long r-pile (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1))))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places r on a long r-pile (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1))))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B places r on a long b-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B places r on a long b-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B discards b from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b (- 1)))
  (= next_hand_B_r (+ hand_B_r pending_r))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B discards b from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b (- 1)))
  (= next_hand_B_r (+ hand_B_r pending_r))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/B discards r from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 0)
  (>= pending_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b))
  (= next_hand_B_r (+ hand_B_r pending_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/B discards r from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 0)
  (>= pending_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b))
  (= next_hand_B_r (+ hand_B_r pending_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of R (B to move): R discards prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of R (B to move): R discards prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of R (B to move): R donates prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b 1))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of R (B to move): R donates prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b 1))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of R (B to move): R passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of R (B to move): R passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of B (B to move): B discards prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of B (B to move): B discards prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of B (B to move): B donates prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r 1))
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of B (B to move): B donates prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r 1))
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of B (B to move): B passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of B (B to move): B passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places r on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places r on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places r on a r-singleton (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places r on a r-singleton (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places r on a b-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places r on a b-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places r on a long r-pile (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1))))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places r on a long r-pile (R captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1))))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places r on a long b-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places r on a long b-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places b on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places b on an empty pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places b on a b-singleton (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places b on a b-singleton (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places b on a r-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places b on a r-singleton
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places b on a long b-pile (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places b on a long b-pile (B captures)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R places b on a long r-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R places b on a long r-pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R discards r from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b))
  (= next_hand_R_r (+ hand_R_r pending_r (- 1)))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R discards r from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b))
  (= next_hand_R_r (+ hand_R_r pending_r (- 1)))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/R discards b from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 1)
  (>= pending_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b (- 1)))
  (= next_hand_R_r (+ hand_R_r pending_r))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/R discards b from the captured pile
(push 1)
(assert (and
  realizable
  (and
  (= phase 1)
  (= mover 1)
  (>= pending_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b (- 1)))
  (= next_hand_R_r (+ hand_R_r pending_r))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of B (R to move): B discards prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of B (R to move): B discards prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of B (R to move): B donates prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r 1))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of B (R to move): B donates prisoner r
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r 1))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of B (R to move): B passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of B (R to move): B passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 2)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of R (R to move): R discards prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of R (R to move): R discards prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of R (R to move): R donates prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b 1))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of R (R to move): R donates prisoner b
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b 1))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/termination/window of R (R to move): R passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/realizability/window of R (R to move): R passes
(push 1)
(assert (and
  realizable
  (and
  (= phase 3)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/progress/a step iff not terminal
(push 1)
(assert realizable)
(check-sat) ; sat
(assert (not (= (not (and
  (= phase 0)
  (or (not (= mover 0)) (= (+ hand_B_b hand_B_r) 0))
  (or (not (= mover 1)) (= (+ hand_R_b hand_R_r) 0)))) (or
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= empty 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_b 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_r 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_b 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_r 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= empty 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_r 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_b 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_r 1))
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_b 1))
  (and
  (= phase 1)
  (= mover 0))
  (and
  (= phase 1)
  (= mover 0)
  (>= pending_r 1))
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  (and
  (= phase 2)
  (= mover 0))
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  (and
  (= phase 3)
  (= mover 0))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= empty 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_r 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_b 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_r 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_b 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= empty 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_b 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_r 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_b 1))
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_r 1))
  (and
  (= phase 1)
  (= mover 1))
  (and
  (= phase 1)
  (= mover 1)
  (>= pending_b 1))
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  (and
  (= phase 2)
  (= mover 1))
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  (and
  (= phase 3)
  (= mover 1))))))
(check-sat) ; unsat
(pop 1)

; Full/label/terminal: the mover is labelled the loser
(push 1)
(assert (and realizable
  (and
  (= phase 0)
  (or (not (= mover 0)) (= (+ hand_B_b hand_B_r) 0))
  (or (not (= mover 1)) (= (+ hand_R_b hand_R_r) 0)))))
(check-sat) ; sat
(assert (not (not (or (and (and (= mover 0) (= phase 0)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 1)) (or (and (and (= phase 1) (= mover 0)) (and (>= (+ hand_B_b pending_b) 2) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 2) (= hand_R_r 0)))) (and (and (= phase 1) (= mover 0) (>= pending_r 1)) (and (>= (+ hand_B_b pending_b) 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r) pending_b) 1) (= hand_R_r 0)))))) (and (and (= mover 0) (= phase 2)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 0) (= phase 3)) (and (>= hand_B_b 1) (or (>= (+ own_b (- own_r) max_r hand_B_b (- hand_R_r)) 1) (= hand_R_r 0)))) (and (and (= mover 1) (= phase 0)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 1)) (or (and (and (= phase 1) (= mover 1)) (and (>= (+ hand_R_r pending_r) 2) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 2) (= hand_B_b 0)))) (and (and (= phase 1) (= mover 1) (>= pending_b 1)) (and (>= (+ hand_R_r pending_r) 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r pending_r) 1) (= hand_B_b 0)))))) (and (and (= mover 1) (= phase 2)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0)))) (and (and (= mover 1) (= phase 3)) (and (>= hand_R_r 1) (or (>= (+ (- own_b) own_r max_b (- hand_B_b) hand_R_r) 1) (= hand_B_b 0))))))))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places b on an empty pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places b on a b-singleton (B captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places b on a r-singleton
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places b on a long b-pile (B captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places b on a long r-pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places r on an empty pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places r on a r-singleton (R captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places r on a b-singleton
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places r on a long r-pile (R captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1)))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B places r on a long b-pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B discards b from the captured pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b (- 1)))
  (= next_hand_B_r (+ hand_B_r pending_r))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/B discards r from the captured pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 0)
  (>= pending_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b))
  (= next_hand_B_r (+ hand_B_r pending_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of R (B to move): R discards prisoner b
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of R (B to move): R donates prisoner b
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 0)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b 1))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of R (B to move): R passes
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of B (B to move): B discards prisoner r
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of B (B to move): B donates prisoner r
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r 1))
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of B (B to move): B passes
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places r on an empty pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places r on a r-singleton (R captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places r on a b-singleton
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places r on a long r-pile (R captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1)))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places r on a long b-pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places b on an empty pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places b on a b-singleton (B captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places b on a r-singleton
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places b on a long b-pile (B captures)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R places b on a long r-pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R discards r from the captured pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b))
  (= next_hand_R_r (+ hand_R_r pending_r (- 1)))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/R discards b from the captured pile
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 1)
  (>= pending_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b (- 1)))
  (= next_hand_R_r (+ hand_R_r pending_r))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of B (R to move): B discards prisoner r
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of B (R to move): B donates prisoner r
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 1)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r (+ hand_B_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r 1))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of B (R to move): B passes
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of R (R to move): R discards prisoner b
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of R (R to move): R donates prisoner b
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b 1))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b (- 1)))
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/loser/window of R (R to move): R passes
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (not decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/window of R (B to move): R passes (Σ passes)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (= mover 0) (= phase 2)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/window of B (B to move): B passes (Σ passes)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (= mover 0) (= phase 3)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B discards r (Σ)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 0)
  (>= pending_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b))
  (= next_hand_B_r (+ hand_B_r pending_r (- 1)))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (= mover 0) (= phase 1)) (>= pending_r 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B discards b (Σ)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 0))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b pending_b (- 1)))
  (= next_hand_B_r (+ hand_B_r pending_r))
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (= mover 0) (= phase 1)) (= pending_r 0)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B captures the longest own pile (Σ step 1)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r long_r)
  (= next_own_b (+ own_b (- a)))
  (= next_own_r own_r)
  (= next_other_b (+ other_b (- d)))
  (= next_other_r other_r)
  (= next_max_b r)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b (+ a 1))
  (= next_pending_r d))
  (and (and (and (= mover 0) (= phase 0)) (>= hand_B_b 1) (>= long_b 1)) (= (+ (- max_b) a) 0) decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B captures an own singleton (Σ step 1)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 1)
  (= next_pending_b 2)
  (= next_pending_r 0))
  (and (and (and (= mover 0) (= phase 0)) (>= hand_B_b 1) (= long_b 0) (>= single_b 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B discards every prisoner (Σ step 2)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r 0)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b pending_b)
  (= next_pending_r pending_r))
  (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (>= hand_B_r 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma termination/B discards every prisoner (Σ step 2)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r 0)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b pending_b)
  (= next_pending_r pending_r)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma realizability/B discards every prisoner (Σ step 2)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r 0)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 0)
  (= next_phase 0)
  (= next_pending_b pending_b)
  (= next_pending_r pending_r)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B tops the longest opponent pile (Σ step 3)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b (+ long_b 1))
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b (+ own_b d 1))
  (= next_own_r (+ own_r (- a)))
  (= next_other_b (+ other_b a))
  (= next_other_r (+ other_r (- d)))
  (= next_max_b (ite (>= max_b (+ d 1)) max_b (+ d 1)))
  (= next_max_r r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (= hand_B_r 0)) (>= long_r 1)) (= (+ (- max_r) a) 0) decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B tops an opponent singleton (Σ step 3)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= single_r 1))
  true
  (= next_long_b (+ long_b 1))
  (= next_long_r long_r)
  (= next_own_b (+ own_b 1))
  (= next_own_r own_r)
  (= next_other_b (+ other_b 1))
  (= next_other_r other_r)
  (= next_max_b (ite (>= max_b 1) max_b 1))
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (= hand_B_r 0)) (= long_r 0) (>= single_r 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/B tops an empty pile (Σ step 3)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 0)
  (>= hand_B_b 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b (+ single_b 1))
  (= next_single_r single_r)
  (= next_hand_B_b (+ hand_B_b (- 1)))
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (= hand_B_r 0)) (= long_r 0) (= single_r 0)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/window of B (R to move): B passes (Σ passes)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 2)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 3)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (= mover 1) (= phase 2)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/window of R (R to move): R passes (Σ passes)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 3)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (= mover 1) (= phase 3)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R discards b (Σ)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 1)
  (>= pending_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b (- 1)))
  (= next_hand_R_r (+ hand_R_r pending_r))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (= mover 1) (= phase 1)) (>= pending_b 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R discards r (Σ)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 1)
  (= mover 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b (+ hand_R_b pending_b))
  (= next_hand_R_r (+ hand_R_r pending_r (- 1)))
  (= next_mover 1)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (= mover 1) (= phase 1)) (= pending_b 0)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R captures the longest own pile (Σ step 1)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_r 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_r (- r)) 0)
  (>= (+ max_r (- a)) 0)
  (or (= (+ max_r (- r)) 0) (= (+ max_r (- a)) 0))
  (>= long_r 1)
  (>= (+ (- long_r) own_r (- a)) (- 1))
  (>= (+ (- long_r) other_r (- d)) (- 1))
  (>= (+ own_r (- other_r) (- a) d) 0)
  (>= (+ long_r (- own_r) other_r a (- d)) 1)
  (>= (+ (- long_r) own_r (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_r 2) (= (+ own_r (- a)) 0))
  (or (>= long_r 2) (= r 0))
  (or (= long_r 1) (>= r 1)))
  (= next_long_b long_b)
  (= next_long_r (+ long_r (- 1)))
  (= next_own_b own_b)
  (= next_own_r (+ own_r (- a)))
  (= next_other_b other_b)
  (= next_other_r (+ other_r (- d)))
  (= next_max_b max_b)
  (= next_max_r r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b d)
  (= next_pending_r (+ a 1)))
  (and (and (and (= mover 1) (= phase 0)) (>= hand_R_r 1) (>= long_r 1)) (= (+ (- max_r) a) 0) decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R captures an own singleton (Σ step 1)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_r 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty 1))
  (= next_single_b single_b)
  (= next_single_r (+ single_r (- 1)))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 1)
  (= next_phase 1)
  (= next_pending_b 0)
  (= next_pending_r 2))
  (and (and (and (= mover 1) (= phase 0)) (>= hand_R_r 1) (= long_r 0) (>= single_r 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R discards every prisoner (Σ step 2)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b 0)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b pending_b)
  (= next_pending_r pending_r))
  (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (>= hand_R_b 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma termination/R discards every prisoner (Σ step 2)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b 0)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b pending_b)
  (= next_pending_r pending_r)))
(check-sat) ; sat
(assert (not (or (< (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (and (= (+ next_own_b next_own_r next_other_b next_other_r next_single_b next_single_r next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r next_pending_b next_pending_r) (+ own_b own_r other_b other_r single_b single_r hand_B_b hand_B_r hand_R_b hand_R_r pending_b pending_r)) (or (< (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (and (= (+ next_hand_B_b next_hand_B_r next_hand_R_b next_hand_R_r) (+ hand_B_b hand_B_r hand_R_b hand_R_r)) (or (< (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (and (= (+ next_hand_B_r next_hand_R_b) (+ hand_B_r hand_R_b)) (or (< (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) (and (= (+ 0 (ite (= next_phase 0) 0 (ite (= next_phase 1) 0 (ite (= next_phase 2) 2 1)))) (+ 0 (ite (= phase 0) 0 (ite (= phase 1) 0 (ite (= phase 2) 2 1))))) false))))))))))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma realizability/R discards every prisoner (Σ step 2)
(push 1)
(assert (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b 0)
  (= next_hand_R_r hand_R_r)
  (= next_mover 1)
  (= next_phase 0)
  (= next_pending_b pending_b)
  (= next_pending_r pending_r)))
(check-sat) ; sat
(assert (not next_realizable))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R tops the longest opponent pile (Σ step 3)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= long_b 1))
  (and
  (>= a 1)
  (>= d 1)
  (>= (+ (- a) d) (- 1))
  (>= (+ a (- d)) 0)
  (>= (+ max_b (- r)) 0)
  (>= (+ max_b (- a)) 0)
  (or (= (+ max_b (- r)) 0) (= (+ max_b (- a)) 0))
  (>= long_b 1)
  (>= (+ (- long_b) own_b (- a)) (- 1))
  (>= (+ (- long_b) other_b (- d)) (- 1))
  (>= (+ own_b (- other_b) (- a) d) 0)
  (>= (+ long_b (- own_b) other_b a (- d)) 1)
  (>= (+ (- long_b) own_b (- a) (- r)) (- 2))
  (>= r 0)
  (or (>= long_b 2) (= (+ own_b (- a)) 0))
  (or (>= long_b 2) (= r 0))
  (or (= long_b 1) (>= r 1)))
  (= next_long_b (+ long_b (- 1)))
  (= next_long_r (+ long_r 1))
  (= next_own_b (+ own_b (- a)))
  (= next_own_r (+ own_r d 1))
  (= next_other_b (+ other_b (- d)))
  (= next_other_r (+ other_r a))
  (= next_max_b r)
  (= next_max_r (ite (>= max_r (+ d 1)) max_r (+ d 1)))
  (= next_empty empty)
  (= next_single_b single_b)
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (= hand_R_b 0)) (>= long_b 1)) (= (+ (- max_b) a) 0) decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R tops an opponent singleton (Σ step 3)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= single_b 1))
  true
  (= next_long_b long_b)
  (= next_long_r (+ long_r 1))
  (= next_own_b own_b)
  (= next_own_r (+ own_r 1))
  (= next_other_b other_b)
  (= next_other_r (+ other_r 1))
  (= next_max_b max_b)
  (= next_max_r (ite (>= max_r 1) max_r 1))
  (= next_empty empty)
  (= next_single_b (+ single_b (- 1)))
  (= next_single_r single_r)
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (= hand_R_b 0)) (= long_b 0) (>= single_b 1)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/R tops an empty pile (Σ step 3)
(push 1)
(assert (and (and
  realizable
  (and
  (= phase 0)
  (= mover 1)
  (>= hand_R_r 1)
  (>= empty 1))
  true
  (= next_long_b long_b)
  (= next_long_r long_r)
  (= next_own_b own_b)
  (= next_own_r own_r)
  (= next_other_b other_b)
  (= next_other_r other_r)
  (= next_max_b max_b)
  (= next_max_r max_r)
  (= next_empty (+ empty (- 1)))
  (= next_single_b single_b)
  (= next_single_r (+ single_r 1))
  (= next_hand_B_b hand_B_b)
  (= next_hand_B_r hand_B_r)
  (= next_hand_R_b hand_R_b)
  (= next_hand_R_r (+ hand_R_r (- 1)))
  (= next_mover 0)
  (= next_phase 2)
  (= next_pending_b 0)
  (= next_pending_r 0))
  (and (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (= hand_R_b 0)) (= long_b 0) (= single_b 0)) true decider_wins)))
(check-sat) ; sat
(assert (not winner_kept))
(check-sat) ; unsat
(pop 1)

; Full/label/sigma/covers: Σ has a legal step wherever its player is labelled the winner
(push 1)
(assert (and realizable
  decider_wins))
(check-sat) ; sat
(assert (not (or (and (and (= mover 0) (= phase 2)) (and (= phase 2) (= mover 0))) (and (and (= mover 0) (= phase 3)) (and (= phase 3) (= mover 0))) (and (and (and (= mover 0) (= phase 1)) (>= pending_r 1)) (and (= phase 1) (= mover 0) (>= pending_r 1))) (and (and (and (= mover 0) (= phase 1)) (= pending_r 0)) (and (= phase 1) (= mover 0))) (and (and (and (= mover 0) (= phase 0)) (>= hand_B_b 1) (>= long_b 1)) (and (= phase 0) (= mover 0) (>= hand_B_b 1) (>= long_b 1))) (and (and (and (= mover 0) (= phase 0)) (>= hand_B_b 1) (= long_b 0) (>= single_b 1)) (and (= phase 0) (= mover 0) (>= hand_B_b 1) (>= single_b 1))) (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (>= hand_B_r 1)) (and (= phase 0) (= mover 0) (>= hand_B_r 1))) (and (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (= hand_B_r 0)) (>= long_r 1)) (and (= phase 0) (= mover 0) (>= hand_B_b 1) (>= long_r 1))) (and (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (= hand_B_r 0)) (= long_r 0) (>= single_r 1)) (and (= phase 0) (= mover 0) (>= hand_B_b 1) (>= single_r 1))) (and (and (and (and (= mover 0) (= phase 0)) (not (and (>= hand_B_b 1) (not (and (= long_b 0) (= single_b 0))))) (= hand_B_r 0)) (= long_r 0) (= single_r 0)) (and (= phase 0) (= mover 0) (>= hand_B_b 1) (>= empty 1))) (and (and (= mover 1) (= phase 2)) (and (= phase 2) (= mover 1))) (and (and (= mover 1) (= phase 3)) (and (= phase 3) (= mover 1))) (and (and (and (= mover 1) (= phase 1)) (>= pending_b 1)) (and (= phase 1) (= mover 1) (>= pending_b 1))) (and (and (and (= mover 1) (= phase 1)) (= pending_b 0)) (and (= phase 1) (= mover 1))) (and (and (and (= mover 1) (= phase 0)) (>= hand_R_r 1) (>= long_r 1)) (and (= phase 0) (= mover 1) (>= hand_R_r 1) (>= long_r 1))) (and (and (and (= mover 1) (= phase 0)) (>= hand_R_r 1) (= long_r 0) (>= single_r 1)) (and (= phase 0) (= mover 1) (>= hand_R_r 1) (>= single_r 1))) (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (>= hand_R_b 1)) (and (= phase 0) (= mover 1) (>= hand_R_b 1))) (and (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (= hand_R_b 0)) (>= long_b 1)) (and (= phase 0) (= mover 1) (>= hand_R_r 1) (>= long_b 1))) (and (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (= hand_R_b 0)) (= long_b 0) (>= single_b 1)) (and (= phase 0) (= mover 1) (>= hand_R_r 1) (>= single_b 1))) (and (and (and (and (= mover 1) (= phase 0)) (not (and (>= hand_R_r 1) (not (and (= long_r 0) (= single_r 0))))) (= hand_R_b 0)) (= long_b 0) (= single_b 0)) (and (= phase 0) (= mover 1) (>= hand_R_r 1) (>= empty 1))))))
(check-sat) ; unsat
(pop 1)
