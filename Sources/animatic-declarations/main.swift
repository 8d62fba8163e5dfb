import AnimaticSourceRewrite
import Foundation

// The census's declaration finder (docs/census.md, "The file with the declarations it needs"):
//   animatic-declarations FILE top NAME      the lines of every top-level declaration of NAME (a
//                                            protocol's: with the file's extensions of it)
//   animatic-declarations FILE member NAME   the lines of every top-level extension declaring NAME
//   animatic-declarations FILE init LABEL    the lines of every top-level extension declaring an
//                                            initializer with the argument label LABEL
//   animatic-declarations FILE conformance TYPE:PROTOCOL   the lines of every top-level extension of
//                                            TYPE whose inheritance clause names PROTOCOL
//   animatic-declarations FILE operator OP   the lines of OP's `operator` declaration, the
//                                            file's precedence group it names, its top-level funcs
//   animatic-declarations FILE imports       the import lines and their modules
// prints one "FIRST<TAB>LAST" (1-based lines) per declaration, or "LINE<TAB>MODULE" per import;
// nothing when there is none.
//   animatic-declarations FILE bodies MODULES LABEL LINE:COLUMN...
// prints FILE with each member body enclosing one of the locations replaced by a call that reports
// (or stops) naming the member, LABEL (its repository path) and MODULES, line for line (the fifth
// measure, "The file with failing bodies reported"). Exit 2 on a usage or reading error.
let arguments = Array(CommandLine.arguments.dropFirst())
func usage() -> Never {
    let modes =
        "top NAME | member NAME | init LABEL | operator OP | conformance TYPE:PROTOCOL | imports | bodies MODULES LABEL LINE:COLUMN..."
    FileHandle.standardError.write(Data("usage: animatic-declarations FILE (\(modes))\n".utf8))
    exit(2)
}
guard arguments.count >= 2 else { usage() }
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(arguments[0]): \(message)\n".utf8))
    exit(2)
}
guard let data = FileManager.default.contents(atPath: arguments[0]) else { fail("no such file, or it cannot be read") }
guard let source = String(data: data, encoding: .utf8) else { fail("not UTF-8 text") }
let file = TopLevelDeclarations(source)
switch (arguments[1], arguments.count) {
case ("imports", 2):
    for line in file.imports { print("\(line.line)\t\(line.module)") }
case ("top", 3):
    for declaration in file.declarationsWithProtocolExtensions(named: arguments[2]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
case ("conformance", 3):
    let parts = arguments[2].split(separator: ":").map(String.init)
    guard parts.count == 2 else { usage() }
    for declaration in file.extensions(of: parts[0], conformingTo: parts[1]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
case ("operator", 3):
    for declaration in file.operatorDeclarations(named: arguments[2]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
case ("member", 3):
    for declaration in file.extensions(declaringMember: arguments[2]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
case ("init", 3):
    for declaration in file.extensions(declaringInitializerLabeled: arguments[2]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
case ("bodies", 4...):
    var locations: [(line: Int, column: Int)] = []
    for location in arguments[4...] {
        let parts = location.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { usage() }
        locations.append((parts[0], parts[1]))
    }
    print(
        MemberBodies.replacing(in: source, at: locations, file: arguments[3], modules: arguments[2]).text,
        terminator: "")
default:
    usage()
}
