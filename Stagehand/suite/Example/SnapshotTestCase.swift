// Stands in for the Example's SnapshotTestCase.swift, which checks the simulator (iPhone 16 Pro,
// iOS 18.0) and FB_REFERENCE_IMAGE_DIR before each test: here the runner picks the references.
import StagehandTesting

class SnapshotTestCase: FBSnapshotTestCase {}
