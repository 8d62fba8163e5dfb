// Census self-test: an older folder of the same name, farther from the project: the rule must not
// take it (the nearest folder to the .xcodeproj, then the fewest components). It does not compile.
public struct CurtainStyle {
    public var duration = undefinedLegacyDuration
}
