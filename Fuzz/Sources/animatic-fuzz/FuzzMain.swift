import Animatic
import Foundation

// libFuzzer's entry points. SwiftPM links an executable with `main` bound to `<module>_main`,
// which here hands the process to libFuzzer's driver.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = FuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: size)), baseDirectory: scenesFolder)
    return 0
}

/// Includes, templates and images resolve beside the project's scenes (run.sh sets it), so
/// inputs grown from scenes/ reach the files they name.
let scenesFolder = ProcessInfo.processInfo.environment["ANIMATIC_FUZZ_SCENES"] ?? "/nonexistent-animatic-fuzz"

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("animatic_fuzz_main")
public func animaticFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
