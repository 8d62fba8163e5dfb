import OpenCombine

// iOS's Foundation names two of Combine's types (its interface since iOS 13: `public typealias
// Published = Combine.Published`, `public typealias ObservableObject = Combine.ObservableObject`), so
// an app's view model that imports only Foundation declares `@Published` properties. Every file the
// AnimaticRewrite plugin compiles sees AnimaticUIKit as it sees Foundation, so the names are here,
// over OpenCombine's, as the Combine stand-in's are.
public typealias Published = OpenCombine.Published
public typealias ObservableObject = OpenCombine.ObservableObject
