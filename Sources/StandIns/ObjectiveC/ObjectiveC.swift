// `import ObjectiveC` on Linux: associated objects, the runtime feature apps use most (a stored
// property in an extension). Kept in AnimaticUIKit (ObjectRuntime.swift), re-exported here.
@_exported import AnimaticUIKit
