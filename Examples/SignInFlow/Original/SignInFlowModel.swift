// The flow's steps, as the hand-written screen orders them (see SignInFlowApp.swift beside it).

/// The flow's screens, in their forward order.
enum SignInStep: Int, CaseIterable {
  case welcome = 1
  case login
  case details
}
