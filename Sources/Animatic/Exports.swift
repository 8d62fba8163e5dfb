@_exported import AnimaticCore
@_exported import AnimaticRender
@_exported import AnimaticSceneFile
@_exported import AnimaticGolden
@_exported import AnimaticFiles
@_exported import AnimaticLint
@_exported import AnimaticStockViews
