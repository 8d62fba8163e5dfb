import Animatic
import AnimaticGolden
import Foundation

/// The files a `check` or `merge-reports` run writes besides its summary: the JUnit file, the
/// results JSON and the HTML report, each atomically, each named on standard output.
struct CheckOutputs {
    var junit: String?
    var results: String?
    var report: String?

    func writeMachineReadable(_ run: CheckRun) throws {
        if let junit {
            try write(Array(run.junitXML().utf8), to: junit, what: "JUnit report")
            print("JUnit report: \(junit)")
        }
        if let results {
            let json: [UInt8]
            do { json = try run.resultsJSON() } catch {
                throw CLIFailure(message: "cannot write check results: \(error)", code: 2)
            }
            try write(json, to: results, what: "check results")
            print("Results: \(results)")
        }
    }

    /// `DIR/index.html` of `--report DIR`.
    func writeHTML(_ html: String) throws {
        guard let report else { return }
        let path = (report as NSString).appendingPathComponent("index.html")
        try write(Array(html.utf8), to: path, what: "HTML report")
        print("HTML report: \(path)")
    }

    /// Each run's report replaces the last one's; anything but a regular file at the path is
    /// refused (`--junit /dev/null` must not replace the device).
    private func write(_ bytes: [UInt8], to path: String, what: String) throws {
        try OutputFile(path, replacing: true, fileSystem: commandFileSystem()).write(bytes, what: what)
    }
}
