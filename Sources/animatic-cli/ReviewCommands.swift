import ArgumentParser

/// The design-review commands (sheet, plot, export, review), listed apart from the others.
let reviewCommands: [any ParsableCommand.Type] = [Sheet.self, Plot.self, Export.self, Review.self, Watch.self]
