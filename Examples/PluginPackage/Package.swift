// swift-tools-version: 6.0
import PackageDescription

// A package outside navbench, as a plug-in author writes one: its own issue, trait, strategies
// and simulation scenario (the same files as Tests/PluginTests, linked here), proven in the
// simulation and priced with Bench, through the public API of navbench's products only.
//
//   swift run --package-path Examples/PluginPackage PricePlugin
let package = Package(
  name: "PluginPackage",
  platforms: [.iOS(.v14), .macOS(.v15)],
  dependencies: [.package(name: "navbench", path: "../..")],
  targets: [
    .executableTarget(
      name: "PricePlugin",
      dependencies: [
        .product(name: "Strategies", package: "navbench"),
        .product(name: "Simulation", package: "navbench"),
        .product(name: "Bench", package: "navbench"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
