// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "navbench",
  // iOS for apps: the oldest catalogued defects are iOS 14's, so Strategies and Simulation
  // deploy there (no API newer than iOS 14: `NSLock`, not `Mutex`). macOS for tests and the
  // benchmarks: Bench and navbench use Synchronization's `Atomic` and `Mutex` (macOS 15), and
  // are tools for macOS and Linux, not for apps.
  platforms: [.iOS(.v14), .macOS(.v15)],
  products: [
    .library(name: "Strategies", targets: ["Strategies"]),
    // Test support for apps and plug-ins: a strategy that records the registry's calls.
    .library(name: "StrategiesTesting", targets: ["StrategiesTesting"]),
    .library(name: "Simulation", targets: ["Simulation"]),
    // SwiftUI and UIKit adapters: plans onto the framework; empty where the framework is absent.
    .library(name: "StrategiesSwiftUI", targets: ["StrategiesSwiftUI"]),
    .library(name: "StrategiesUIKit", targets: ["StrategiesUIKit"]),
    .library(name: "Bench", targets: ["Bench"]),
    .executable(name: "navbench", targets: ["navbench"]),
  ],
  dependencies: [],
  targets: [
    // MARK: Libraries

    // Plumbing the libraries share, all `package` access: one lock type, one column aligner.
    .target(name: "PackageSupport"),
    // What apps embed: versions, the catalogue, strategies, the registry and app-logic primitives.
    .target(name: "Strategies", dependencies: ["PackageSupport"]),
    // Test support: RecordingStrategy and its call log.
    .target(name: "StrategiesTesting", dependencies: ["Strategies", "PackageSupport"]),
    // Headless models of the affected containers, glitch detectors, naive and mitigated clients.
    .target(name: "Simulation", dependencies: ["Strategies", "PackageSupport"]),
    // Thin SwiftUI and UIKit layers over the plans; every file is inside `#if canImport(...)`.
    .target(name: "StrategiesSwiftUI", dependencies: ["Strategies"]),
    .target(name: "StrategiesUIKit", dependencies: ["Strategies"]),
    // A general benchmark harness: runner, metrics, statistics, baselines, reports.
    .target(name: "Bench", dependencies: ["PackageSupport", "CBenchSupport"]),
    // Retain/release counting hooks, the region valgrind counts, ASLR control (used by Bench).
    .target(name: "CBenchSupport"),
    // malloc interposer with per-thread counters; linked into the navbench executable only.
    .target(name: "CAllocCounter"),

    // MARK: Benchmark suites

    .target(
      name: "BenchmarkSuites",
      dependencies: ["Strategies", "Simulation", "Bench"],
      path: "Benchmarks",
      // Every function and loop of the suites starts a 64-byte line, so that a variant's
      // event of a few nanoseconds does not pay, or save, a line crossing the others do not:
      // without it, where the linker happens to put the code moved a strategies/inline
      // wall-time ratio by up to 39% (Scripts/placement-spread). Only the navbench executable
      // links this target, no library product does: apps never build it.
      swiftSettings: [
        .unsafeFlags([
          "-Xllvm", "-align-all-functions=6",
          // The x86 backend's option; the other backends ignore it.
          "-Xllvm", "-x86-experimental-pref-innermost-loop-alignment=6",
        ])
      ]
    ),

    // MARK: Command-line tool

    .executableTarget(
      name: "navbench",
      dependencies: [
        "Strategies", "Simulation", "Bench", "BenchmarkSuites", "CAllocCounter", "PackageSupport",
      ]
    ),

    // MARK: Tests

    .testTarget(name: "StrategiesTests", dependencies: ["Strategies", "StrategiesTesting"]),
    // Code outside the package's own modules defining issues, traits and strategies.
    .testTarget(name: "PluginTests", dependencies: ["Strategies", "Simulation"]),
    .testTarget(name: "SimulationTests", dependencies: ["Strategies", "Simulation"]),
    // The example apps' view models (symlinks to Examples/*: the files the apps compile), run
    // against the simulation; Examples/ itself is not a target (its views need SwiftUI/UIKit).
    .testTarget(name: "ExampleModelsTests", dependencies: ["Strategies", "Simulation"]),
    .testTarget(name: "BenchTests", dependencies: ["Bench", "CBenchSupport"]),
    // End-to-end tests that run the built navbench executable.
    .testTarget(
      name: "NavbenchTests",
      dependencies: ["navbench", "Bench", "BenchmarkSuites", "Simulation", "Strategies"]),
  ],
  swiftLanguageModes: [.v6]
)
