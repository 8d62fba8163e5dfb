import StagehandTesting

@testable import StagehandExample

/// One test method of the Example's unit tests, as XCTest would find it.
struct SuiteTest {
    var testClass: String
    var method: String
    var run: @MainActor () -> FBSnapshotTestCase

    /// The recording of this test's snapshot `identifier` in the references root (iOS 18.0,
    /// iPhone 16 Pro @3x): FBSnapshotTestCase names it after the method and the identifier.
    func referencePath(_ identifier: String) -> String {
        "stagehand/ios18.0/Stagehand_UnitTests.\(testClass)/\(snapshotName(identifier))_18_0_402x874@3x.png"
    }
    func snapshotName(_ identifier: String) -> String { identifier.isEmpty ? method : "\(method)_\(identifier)" }
    var name: String { "\(testClass).\(method)" }
}

/// Runs `method` on a fresh instance, after `setUp()`, as XCTest does.
@MainActor
private func test<T: FBSnapshotTestCase>(_ type: T.Type, _ method: String, _ body: @escaping @MainActor (T) -> Void)
    -> SuiteTest
{
    SuiteTest(testClass: String(describing: type), method: method) {
        let instance = T()
        instance.setUp()
        body(instance)
        return instance
    }
}

/// The snapshot tests compared: every method of the Example's four snapshot suites.
@MainActor
let suiteTests: [SuiteTest] = [
    test(CGAffineTransformInterpolationSnapshotTests.self, "testTranslation") { $0.testTranslation() },
    test(CGAffineTransformInterpolationSnapshotTests.self, "testScale") { $0.testScale() },
    test(CGAffineTransformInterpolationSnapshotTests.self, "testFlippedScaleResultsInRotation") {
        $0.testFlippedScaleResultsInRotation()
    },
    test(CGAffineTransformInterpolationSnapshotTests.self, "testRotation") { $0.testRotation() },
    test(CGAffineTransformInterpolationSnapshotTests.self, "testMultipleFactorTransforms") {
        $0.testMultipleFactorTransforms()
    },
    test(CGAffineTransformInterpolationSnapshotTests.self, "testSkewedTransforms") { $0.testSkewedTransforms() },
    test(CGAffineTransformInterpolationSnapshotTests.self, "testTranslatingSkewedTransforms") {
        $0.testTranslatingSkewedTransforms()
    },
    test(CATransform3DInterpolationSnapshotTests.self, "testScale") { $0.testScale() },
    test(CATransform3DInterpolationSnapshotTests.self, "testRotation") { $0.testRotation() },
    test(CATransform3DInterpolationSnapshotTests.self, "testRotationAcrossBoundary") {
        $0.testRotationAcrossBoundary()
    },
    test(CATransform3DInterpolationSnapshotTests.self, "testScaleAndRotation") { $0.testScaleAndRotation() },
    test(CATransform3DInterpolationSnapshotTests.self, "testScaleAndRotationWithPerspective") {
        $0.testScaleAndRotationWithPerspective()
    },
    test(CATransform3DInterpolationSnapshotTests.self, "testPerspective") { $0.testPerspective() },
    test(CATransform3DInterpolationSnapshotTests.self, "testShear") { $0.testShear() },
    test(CATransform3DInterpolationSnapshotTests.self, "testZeroScale") { $0.testZeroScale() },
    test(AnimationCurveSnapshotTests.self, "testLinear") { $0.testLinear() },
    test(AnimationCurveSnapshotTests.self, "testParabolicEaseIn") { $0.testParabolicEaseIn() },
    test(AnimationCurveSnapshotTests.self, "testParabolicEaseOut") { $0.testParabolicEaseOut() },
    test(AnimationCurveSnapshotTests.self, "testSinusoidalEaseInEaseOut") { $0.testSinusoidalEaseInEaseOut() },
    test(AnimationCurveSnapshotTests.self, "testCubicBezierEaseIn") { $0.testCubicBezierEaseIn() },
    test(AnimationCurveSnapshotTests.self, "testCubicBezierEaseOut") { $0.testCubicBezierEaseOut() },
    test(AnimationCurveSnapshotTests.self, "testCubicBezierEaseInEaseOut") { $0.testCubicBezierEaseInEaseOut() },
    test(AnimationCurveSnapshotTests.self, "testCubicBezierOvershoot") { $0.testCubicBezierOvershoot() },
    test(AnimationSnapshotTests.self, "testSimpleAnimationSnapshot") { $0.testSimpleAnimationSnapshot() },
    test(AnimationSnapshotTests.self, "testAnimationWithNonViewElementSnapshot") {
        $0.testAnimationWithNonViewElementSnapshot()
    },
    test(AnimationSnapshotTests.self, "testAnimationWithExecutionBlocksSnapshot") {
        $0.testAnimationWithExecutionBlocksSnapshot()
    },
    test(AnimationSnapshotTests.self, "testSimpleAnimationSnapshotAPNG") { $0.testSimpleAnimationSnapshotAPNG() },
    test(AnimationSnapshotTests.self, "testSimpleAnimationSnapshotAPNGAtHighFPS") {
        $0.testSimpleAnimationSnapshotAPNGAtHighFPS()
    },
    test(AnimationSnapshotTests.self, "testLongAnimationSnapshotAPNG") { $0.testLongAnimationSnapshotAPNG() },
    test(AnimationSnapshotTests.self, "testAutoreversingAnimationSnapshotAPNG") {
        $0.testAutoreversingAnimationSnapshotAPNG()
    },
    test(AnimationSnapshotTests.self, "testAnimationWithExecutionBlocksSnapshotAPNG") {
        $0.testAnimationWithExecutionBlocksSnapshotAPNG()
    },
    test(AnimationSnapshotTests.self, "testAutoreversingAnimationWithExecutionBlocksSnapshotAPNG") {
        $0.testAutoreversingAnimationWithExecutionBlocksSnapshotAPNG()
    },
    test(AnimationSnapshotTests.self, "testAnimationWithNonViewElementSnapshotAPNG") {
        $0.testAnimationWithNonViewElementSnapshotAPNG()
    },
    test(AnimationSnapshotTests.self, "testAnimationWithPartialTransparency") {
        $0.testAnimationWithPartialTransparency()
    },
]
