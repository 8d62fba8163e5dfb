@_exported import AnimaticCore
@_exported import AnimaticRender
@_exported import AnimaticScene
@_exported import AnimaticGolden
@_exported import AnimaticFiles
