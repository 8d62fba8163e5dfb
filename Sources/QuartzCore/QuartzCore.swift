// `import QuartzCore` in an animator file: Core Animation's names are AnimaticUIKit's.
@_exported import AnimaticUIKit
