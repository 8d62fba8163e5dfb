import Animatic
import AnimaticGolden

/// `assertFrames(of: transitionScene, …)`: the same check for anything that provides a scene.
@discardableResult
public func assertFrames(
    of provider: some SceneProviding,
    at times: [Double]? = nil,
    goldens: String? = nil,
    tolerance: Tolerance? = nil,
    record: RecordMode? = nil,
    artifacts: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> SceneCheck? {
    assertFrames(
        of: provider.scene, at: times, goldens: goldens, tolerance: tolerance, record: record, artifacts: artifacts,
        fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}
