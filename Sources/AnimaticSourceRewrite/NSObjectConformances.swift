import Foundation

/// `extension NSObject: Then {}`: on iOS every view, layer, controller and gesture recognizer is an
/// `NSObject`, so one empty extension gives them all a protocol's extension members (Then's
/// `.then { }`, RxSwift's `.rx`, an app's `view.jf` namespace wrapper). AnimaticUIKit's responders
/// are NSObjects too; its layers, animations, recognizers and the others below are root classes,
/// so the rewrite repeats such an extension, on its line, for each of them.
extension SourceRewrite {
    /// AnimaticUIKit's root classes that are `NSObject` subclasses on iOS.
    static let nsObjectRoots = [
        "CALayer", "CAAnimation", "CAMediaTimingFunction", "UIGestureRecognizer",
        "NSLayoutConstraint", "UIImage", "UIFont", "UIBezierPath", "UIBarItem", "UINavigationItem",
        "UIBarAppearance", "UIPresentationController", "UICollectionViewLayout",
        "UICollectionViewLayoutAttributes", "UIViewPropertyAnimator", "UIAlertAction", "UIVisualEffect",
        "UIMenuElement", "UIScreen", "UIDevice",
    ]

    /// Protocols whose requirements `NSObject` itself satisfies (or the standard library's): an
    /// empty extension adopting one relies on NSObject's members, which the roots need not have.
    static let protocolsNSObjectSatisfies: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Identifiable", "Sendable", "Codable", "Encodable", "Decodable", "Error", "CVarArg",
    ]

    /// Each one-line, empty-bodied `extension NSObject: P, Q {}` gets `; extension CALayer: P, Q {}`
    /// and the other roots' after its brace, on the same line.
    static func extendingNSObjectConformances(_ chars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let text = String(String.UnicodeScalarView(chars))
        guard text.contains("NSObject") else { return chars }
        let code = CodeMask(chars)
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(chars.count)
        var lineStart = 0
        while lineStart < chars.count {
            var lineEnd = lineStart
            while lineEnd < chars.count, chars[lineEnd] != "\n" { lineEnd += 1 }
            output += chars[lineStart..<lineEnd]
            if let (protocols, braceEnd) = emptyNSObjectExtension(chars, lineStart..<lineEnd, code: code) {
                // The repeats go right after the closing brace, before any comment on the line.
                let tail = chars[braceEnd..<lineEnd]
                output.removeLast(lineEnd - braceEnd)
                for root in nsObjectRoots { output += Array("; extension \(root): \(protocols) {}".unicodeScalars) }
                output += tail
            }
            if lineEnd < chars.count { output.append("\n") }
            lineStart = lineEnd + 1
        }
        return output
    }

    /// The protocol list and the index after `}` when the line is code declaring an empty extension
    /// of NSObject that adopts only protocols the roots can adopt as NSObject does.
    private static func emptyNSObjectExtension(
        _ chars: [Unicode.Scalar], _ line: Range<Int>, code: CodeMask
    ) -> (String, Int)? {
        var first = line.lowerBound
        while first < line.upperBound, chars[first] == " " || chars[first] == "\t" { first += 1 }
        guard first < line.upperBound, code.isCode(first) else { return nil }
        var end = first
        while end < line.upperBound, code.isCode(end) { end += 1 }
        let head = String(String.UnicodeScalarView(chars[first..<end]))
        let name = #"[A-Za-z_][A-Za-z0-9_.]*"#
        let pattern = #"^extension\s+(Foundation\.)?NSObject\s*:\s*"# + name + #"(\s*,\s*"# + name + #")*\s*\{\s*\}"#
        guard let match = head.range(of: pattern, options: .regularExpression),
            head[match.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == ";" })
        else { return nil }
        let matched = head[match]
        guard let colon = matched.firstIndex(of: ":"), let brace = matched.firstIndex(of: "{") else { return nil }
        let protocols = matched[matched.index(after: colon)..<brace].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard
            !protocols.contains(where: {
                protocolsNSObjectSatisfies.contains(String($0.split(separator: ".").last ?? ""))
                    || $0.hasPrefix("NS") || $0.hasPrefix("Foundation.")
            })
        else { return nil }
        return (protocols.joined(separator: ", "), first + matched.unicodeScalars.count)
    }
}
