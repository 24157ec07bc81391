import Foundation
import Testing

@Suite("--output is checked for what the write will do, before the run", .serialized)
struct OutputProbeTests {
  @Test("a directory that refuses new files (/proc) and a closed /dev/fd/N: exit 73 before the run")
  func refusedBeforeTheRun() throws {
    // The whole default selection takes minutes: a refusal after measuring would time out
    // (124), one before measuring does not.
    var cases = [("/dev/fd/9", "descriptor 9 is not open")]
    if FileManager.default.fileExists(atPath: "/proc/version") {
      cases.append(("/proc/version", "/proc"))
    }
    for (path, message) in cases {
      let result = try ShellRunner.run(
        #"exec 9>&-; timeout 120 "$NAVBENCH" compare --quiet --output \#(path); echo "rc=$?""#)
      #expect(result.stdout.contains("rc=73"), "\(path): \(result.stdout) \(result.stderr)")
      #expect(result.stderr.contains("--output: cannot write \(path)"), "\(result.stderr)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      let save = try ShellRunner.run(
        #"exec 9>&-; timeout 120 "$NAVBENCH" baseline save \#(path) --quiet; echo "rc=$?""#)
      #expect(save.stdout.contains("rc=73"), "\(path): \(save.stdout) \(save.stderr)")
      #expect(save.stderr.contains("baseline: cannot write \(path)"), "\(save.stderr)")
    }
  }

  @Test("an open /dev/fd/N is still written through")
  func openDescriptor() throws {
    let result = try ShellRunner.run(
      #""$NAVBENCH" "# + quickRun.joined(separator: " ")
        + #" --format csv --output /dev/fd/5 5>&1 >/dev/null"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("replace-top"), "\(result.stdout)")
  }
}
