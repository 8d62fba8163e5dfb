// `import AudioToolbox` on Linux: system sounds and vibration compile and make no sound.
@_exported import AnimaticUIKit

public typealias SystemSoundID = UInt32
public typealias OSStatus = Int32
public let kSystemSoundID_Vibrate: SystemSoundID = 0x00000FFF
public let kAudioServicesNoError: OSStatus = 0

public func AudioServicesPlaySystemSound(_ soundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ soundID: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(_ soundID: SystemSoundID, _ completion: (() -> Void)?) {
    completion?()
}
@discardableResult
public func AudioServicesCreateSystemSoundID(_ url: CFURL, _ soundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    soundID.pointee = 1
    return kAudioServicesNoError
}
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ soundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }
