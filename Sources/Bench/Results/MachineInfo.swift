import Foundation

/// The machine a run was measured on.
public struct MachineInfo: Sendable, Equatable, Codable {
  /// The CPU model, from `/proc/cpuinfo` ("unknown" elsewhere).
  public var cpuModel: String
  /// Logical cores available to the process.
  public var cores: Int
  /// Physical memory in bytes.
  public var memoryBytes: UInt64
  /// The operating system's name and version.
  public var operatingSystem: String
  /// The kernel release (`uname -r`).
  public var kernel: String
  /// The machine architecture (`uname -m`).
  public var architecture: String
  /// The Swift compiler version Bench was built with, when known.
  public var swiftVersion: String?
  /// The measuring process's allocator: glibc's `malloc` with its thresholds fixed
  /// (``AllocatorThresholds/fix()``) or left to adjust, or `nil` where it is not glibc's.
  public var allocator: String? = nil

  /// Creates a description from its fields.
  public init(
    cpuModel: String, cores: Int, memoryBytes: UInt64, operatingSystem: String, kernel: String,
    architecture: String, swiftVersion: String?, allocator: String? = nil
  ) {
    self.cpuModel = cpuModel
    self.cores = cores
    self.memoryBytes = memoryBytes
    self.operatingSystem = operatingSystem
    self.kernel = kernel
    self.architecture = architecture
    self.swiftVersion = swiftVersion
    self.allocator = allocator
  }

  /// Describes the current machine.
  public static func current() -> MachineInfo {
    let process = ProcessInfo.processInfo
    var system = utsname()
    uname(&system)
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    return MachineInfo(
      cpuModel: cpuModelName() ?? "unknown",
      cores: process.activeProcessorCount,
      memoryBytes: process.physicalMemory,
      operatingSystem: osReleaseName() ?? process.operatingSystemVersionString,
      kernel: text(system.release),
      architecture: text(system.machine),
      swiftVersion: compilerVersion, allocator: AllocatorThresholds.description)
  }

  private static func cpuModelName() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  private static func osReleaseName() -> String? {
    guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
      return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    }
    return nil
  }

  private static var compilerVersion: String? {
    #if compiler(>=6.4)
      return "6.4 or later"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #elseif compiler(>=6.0)
      return "6.0"
    #else
      return nil
    #endif
  }

  private enum CodingKeys: String, CodingKey {
    case cpuModel = "cpu_model"
    case cores
    case memoryBytes = "memory_bytes"
    case operatingSystem = "os"
    case kernel
    case architecture
    case swiftVersion = "swift_version"
    case allocator
  }
}
