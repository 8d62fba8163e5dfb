import AnimaticSourceRewrite
import Foundation

// The census's declaration finder (docs/census.md, "The file with the declarations it needs"):
//   animatic-declarations FILE top NAME      the lines of every top-level declaration of NAME
//   animatic-declarations FILE member NAME   the lines of every top-level extension declaring NAME
//   animatic-declarations FILE imports       the import lines and their modules
// prints one "FIRST<TAB>LAST" (1-based lines) per declaration, or "LINE<TAB>MODULE" per import;
// nothing when there is none. Exit 2 on a usage or reading error.
let arguments = Array(CommandLine.arguments.dropFirst())
func usage() -> Never {
    FileHandle.standardError.write(Data("usage: animatic-declarations FILE (top NAME | member NAME | imports)\n".utf8))
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
    for declaration in file.declarations(named: arguments[2]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
case ("member", 3):
    for declaration in file.extensions(declaringMember: arguments[2]) {
        print("\(declaration.lines.lowerBound)\t\(declaration.lines.upperBound)")
    }
default:
    usage()
}
