import Foundation

// What the census's fifth measure (docs/census.md, "The file with failing bodies reported") puts
// in place of an app's code it could not compile: a sibling file's member body that calls a
// third-party module the census cannot build, and a type of such a module. Reaching one is never
// silent: a body that produces nothing is reported in the recording; one that must produce a value
// stops the program with a message, rather than going on with a made-up value.

/// A type of a module the census could not build (`typealias DocumentReference =
/// AnimaticMissingModuleType`). Nothing conforms to it, so nothing makes one: a property of such a
/// type can only be nil or be set by a replaced body or initial value, which stops. Sendable, so a
/// global or static property of its type compiles in the Swift 6 language mode.
public protocol AnimaticMissingModuleType: Sendable {}

/// A replaced body: the member it was, the repository file it came from, the modules it may need.
struct UncompiledBody: Sendable {
    let member: String
    let file: String
    let modules: String

    /// The census cannot tell which module a body needed: it names those dropped for the animator.
    private var dropped: String {
        modules == "-" ? "no module was dropped" : "the modules the census dropped: \(modules)"
    }

    /// Said in a recording when a body that produces nothing is reached.
    var reportedMessage: String {
        "\(member) (\(file)) was not compiled (\(dropped)); it did nothing here"
    }

    /// Said before stopping when a body that must produce a value (or initialize) is reached.
    var stopMessage: String {
        "error: \(member) (\(file)) was not compiled (\(dropped)) and must produce a value or initialize: "
            + "Animatic stops here (docs/census.md, \"The file with failing bodies reported\")"
    }
}

/// In place of a body that produces nothing: reports, at the call, in the recording running now
/// (on standard error when none runs), and returns.
public func animaticReportUncompiledBody(
    _ member: String, file: String, needs modules: String,
    callerFile: String = #fileID, line: Int = #line, column: Int = #column
) {
    let message = UncompiledBody(member: member, file: file, modules: modules).reportedMessage
    guard let recorder = Recording.recorder else {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        return
    }
    // A recording runs on the main actor, so code called from one runs there too.
    MainActor.assumeIsolated { recorder.report(message, at: callSite(callerFile, line, column)) }
}

/// In place of a body that must produce a value or initialize: says which member it was and what
/// it needs on standard error, and exits with status 1.
public func animaticStopAtUncompiledBody(_ member: String, file: String, needs modules: String) -> Never {
    let message = UncompiledBody(member: member, file: file, modules: modules).stopMessage
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}
