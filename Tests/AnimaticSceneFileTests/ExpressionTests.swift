import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// The value of a constant expression, as the scene reader computes it.
private func value(_ text: String, _ variables: [String: Double] = [:]) throws -> Double {
    var scope = ExpressionScope()
    scope.canvas = Size(320, 568)
    for (k, v) in variables { scope.variables[k] = .number(v) }
    let e = try ExpressionParser.parse(text, scope: scope, origin: SourceLocation(file: "t", line: 1, column: 1))
    return try #require(e.constant)
}

private func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

@Suite struct ExpressionTests {
    @Test func arithmeticFollowsUsualPrecedence() throws {
        #expect(try value("1 + 2 * 3 - 8 / 4") == 5)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("-2 * -3 % 4") == 2)  // (−2)(−3) = 6, 6 mod 4
        #expect(try value("2 - -3") == 5)
        #expect(try value("10 - 4 - 3") == 3)  // left to right
        #expect(try value("min(3, 1, 2) + max(4, 5)") == 6)
        #expect(try value("clamp(12, 0, 10) + abs(-2) + floor(2.7) + ceil(2.1) + round(2.5)") == 10 + 2 + 2 + 3 + 3)
        #expect(try value("canvas.width / 2 + canvas.height") == 160 + 568)
        #expect(try value("i * 32", ["i": 3]) == 96)
    }

    @Test func anglesAreDegreesAndRadiansConvert() throws {
        #expect(close(try value("sin(30)"), 0.5))
        #expect(close(try value("cos(60deg)"), 0.5))
        #expect(close(try value("sin(\(Double.pi / 6)rad)"), 0.5))
        #expect(close(try value("atan2(1, 1)"), 45))
        #expect(close(try value("asin(1)"), 90))
        #expect(try value("90deg") == 90)
        #expect(close(try value("1.5708rad"), 1.5708 * 180 / Double.pi))
        #expect(close(try value("(pi / 2)rad"), 90))
        #expect(close(try value("tan(45)"), 1))
    }

    @Test func errorsNameTheColumnAndTheClosestName() {
        let yaml = scene(
            steps: """
                - let: {width: 100}
                - set: {card.center.x: "${widht / 2}"}
                """)
        let e = error(yaml)
        // Line 9 is the set; the quote is at column 28, the name two characters into ${.
        #expect(e?.location == SourceLocation(file: "bad.yaml", line: 9, column: 31))
        #expect(e?.message == "unknown name 'widht' in expression (did you mean 'width'?)")
        #expect(error(scene(steps: "- set: {card.center.x: \"${1 +}\"}"))?.message.contains("expression ends") == true)
        #expect(
            error(scene(steps: "- set: {card.center.x: \"${2furlong}\"}"))?.message
                == "unknown unit 'furlong' (angles take deg or rad)")
        #expect(
            error(scene(steps: "- set: {card.center.x: \"${card.frame.size}\"}"))?.message.contains(
                "reads numbers (like card.frame.size.width)") == true)
    }

    @Test func referencesReadTheModelWhenTheStepRuns() throws {
        let yaml = scene(
            subviews: "[{id: card, frame: [0, 0, 100, 100]}, {id: other, frame: [0, 200, 10, 10]}]",
            steps: """
                - set: {other.center.x: "${card.center.x + 30}"}
                - set: {card.center.x: 150, card.frame.size.width: 60}
                - set: {other.center.y: "${card.center.x + 30}", other.frame.size.height: "${card.frame.width / 2}"}
                - animate: {duration: 1, set: {card.center.x: 10}}
                - set: {other.frame.origin.x: "${card.frame.minX}"}
                """)
        let t = try timeline(yaml)
        let other = try #require(t.model(at: 0).views["other"])
        // The second set leaves card.center.x at 130: 150, then a width of 60 from the same
        // origin (100). So other.center.y = 130 + 30 = 160; a height of 60 / 2 = 30 from its
        // origin (160 − 5) puts the center at 155 + 15.
        #expect(other.frame.height == 30)
        #expect(other.position.y == 170)
        // The animation's model value (10), not what is on screen at t = 0 (130): minX = 10 − 60 / 2.
        #expect(other.frame.minX == 10 - 30)
    }

    /// A view made in a loop (`piece${i}`) is read in the same loop by that id: `${i}` inside the
    /// id of an expression's key path, a word or a whole number as in ids.
    @Test func aLoopReadsTheViewsItMadeByTheirIDs() throws {
        let yaml = scene(
            subviews:
                "[{id: box0, frame: [0, 0, 40, 10]}, {id: box1, frame: [0, 20, 70, 10]}, {id: mark0}, {id: mark1}]",
            steps: """
                - repeat: {count: 2, as: i}
                  steps:
                    - set: {"mark${i}.frame": [0, 0, "${box${i}.frame.width + box${i * 2 - i}.frame.minY}", 1]}
                - repeat: {over: [box0, box1], as: b}
                  steps:
                    - set: {"${b}.alpha": "${mark${index}.frame.width / 100}"}
                """)
        let model = try timeline(yaml).model(at: 0)
        #expect(model.views["mark0"]?.frame.width == 40)  // box0: width 40, minY 0
        #expect(model.views["mark1"]?.frame.width == 90)  // box1: width 70, minY 20
        #expect(model.views["box0"]?.opacity == 0.4 && model.views["box1"]?.opacity == 0.9)
        // An id is read with the scene, so what goes into it cannot read views.
        let bad = error(scene(subviews: "[{id: box0}]", steps: "- set: {box0.alpha: \"${box${box0.alpha}.alpha}\"}"))
        #expect(bad?.message.contains("cannot read views") == true)
        // at the inner `${`
        #expect(bad?.location.line == 8 && bad?.location.column == 31, "\(String(describing: bad))")
    }

    @Test func byAndOffsetByAddToTheCurrentValue() throws {
        let yaml = scene(
            steps: """
                - set: {card.frame: {offsetBy: [10, -30]}}
                - animate: {duration: 1, curve: linear, set: {card.center.x: {by: 160}, card.bounds.size: {by: [20, "${10 * 2}"]}}}
                """)
        let t = try timeline(yaml)
        let card = try #require(t.model(at: 0).views["card"])
        // offsetBy moves the origin (CGRectOffset), keeping the size: (10, −30, 100, 100).
        // Then center.x: 60 + 160; bounds grow by 20 each way around the center.
        #expect(card.position.x == 60 + 160)
        #expect(card.position.y == 50 - 30)
        #expect(card.bounds.size == Size(120, 120))
        #expect(close(point(t, "card", at: 0.5)?.x, 60 + 80))
        #expect(
            error(scene(steps: "- set: {card.alpha: {offsetBy: [1, 2]}}"))?.message.contains("offsetBy moves a frame")
                == true)
    }

    @Test func repeatExpandsIntoNumberedStepsAndIDs() throws {
        let yaml = scene(
            steps: """
                - repeat: {count: 4, as: i}
                  steps:
                    - create: {id: "p${i}", frame: ["${i * 10}", 0, 5, 5]}
                - repeat: {rows: 2, columns: 3}
                  steps:
                    - create: {id: "c${row}_${column}", frame: ["${column * 20}", "${100 + row * 20}", 5, 5]}
                - animate:
                    duration: 1
                    set:
                      - repeat: {count: 4}
                        set: {"p${i}.alpha": "${i / 4}"}
                """)
        let parsed = try SceneLoader.parse(yaml, file: "test.yaml")
        #expect(parsed.transition.steps.count == 4 + 6 + 1)
        let t = try Timeline.compile(parsed)
        let model = t.model(at: 0)
        for i in 0..<4 { #expect(model.views["p\(i)"]?.frame == Rect(Double(i) * 10, 0, 5, 5)) }
        for row in 0..<2 {
            for column in 0..<3 {
                #expect(
                    model.views["c\(row)_\(column)"]?.frame == Rect(Double(column) * 20, 100 + Double(row) * 20, 5, 5))
            }
        }
        #expect(model.views["p3"]?.opacity == 0.75)
    }

    @Test func repeatHasABudget() {
        let e = error(
            scene(
                steps: """
                    - repeat: {count: 200}
                      steps:
                        - repeat: {count: 100}
                          steps: [{remove: card}]
                    """))
        #expect(e?.location.line == 10)
        #expect(e?.message == "this repeat makes 100 copies, 20000 with the repeats around it; at most 10000")
    }

    /// SplitMix64 and FNV-1a written out again from their definitions, for the expected values.
    static func referenceRandom(_ a: Double, _ b: Double, seed: UInt64, key: String) -> Double {
        var h: UInt64 = 14_695_981_039_346_656_037
        for byte in Array(key.utf8) {
            h ^= UInt64(byte)
            h = h &* 1_099_511_628_211
        }
        var z = (seed ^ h) &+ 11_400_714_819_323_198_485
        z = (z ^ (z >> 30)) &* 13_787_848_793_156_543_929
        z = (z ^ (z >> 27)) &* 10_723_151_780_598_845_931
        z ^= z >> 31
        return a + (b - a) * (Double(z >> 11) / 9_007_199_254_740_992)
    }

    @Test func splitMixMatchesItsReferenceOutput() {
        // The first output of the reference splitmix64.c seeded with 1234567.
        #expect(SeededRandom.splitMix64(1_234_567) == 6_457_827_717_110_365_317)
    }

    @Test func randomIsTheSameOnEveryRunAndDependsOnPlaceAndIteration() throws {
        let yaml = """
            seed: 2014
            canvas: {size: [200, 400], scale: 1}
            from: {id: home}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - repeat: {count: 3, as: i}
                  steps:
                    - create: {id: "p${i}", frame: ["${random(-100, 100)}", 0, 1, 1]}
            """
        func xs(_ text: String) throws -> [Double] {
            let m = try Timeline.compile(SceneLoader.parse(text, file: "dir/test.yaml")).model(at: 0)
            return (0..<3).map { m.views["p\($0)"]!.frame.minX }
        }
        let first = try xs(yaml)
        #expect(try xs(yaml) == first)
        // The key is the file's name, the call's line and column, and the loop index.
        let line = yaml.split(separator: "\n", omittingEmptySubsequences: false)[9]
        let column = line.distance(from: line.startIndex, to: line.range(of: "random")!.lowerBound) + 1
        for i in 0..<3 {
            #expect(
                close(first[i], Self.referenceRandom(-100, 100, seed: 2014, key: "test.yaml:10:\(column):\(i)"), 1e-9))
        }
        #expect(Set(first).count == 3)
        // Another random call elsewhere leaves these alone; another seed changes them.
        let more = yaml + "\n    - create: {id: extra, frame: [\"${random(0, 1)}\", 0, 1, 1]}"
        #expect(try xs(more) == first)
        #expect(try xs(yaml.replacingOccurrences(of: "seed: 2014", with: "seed: 7")) != first)
    }

    @Test func groupCompletionRunsWhenItsLastAnimationEnds() throws {
        let yaml = scene(
            subviews: "[{id: card, frame: [0, 0, 100, 100]}, {id: other, frame: [0, 200, 10, 10]}]",
            steps: """
                - group:
                    steps:
                      - animate: {duration: 0.3, set: {card.alpha: 0.5}}
                      - animate: {duration: 0.5, delay: 0.2, set: {other.alpha: 0.5}}
                    completion:
                      - set: {card.center.x: 0}
                """, duration: 1)
        let t = try timeline(yaml)
        #expect(t.model(at: 0.69).views["card"]?.position.x == 50)
        #expect(t.model(at: 0.71).views["card"]?.position.x == 0)
        // A group that animates nothing completes at once.
        let now = try timeline(
            scene(steps: "- group: {steps: [{set: {card.alpha: 0.5}}], completion: [{set: {card.center.x: 0}}]}"))
        #expect(now.model(at: 0).views["card"]?.position.x == 0)
    }

    @Test func letNamesComputedValuesForTheStepsAfterIt() throws {
        let t = try timeline(
            scene(
                steps: """
                    - let: {half: "${canvas.width / 2}", cardTop: "${card.frame.minY}"}
                    - set: {card.center.x: "${half}"}
                    - set: {card.frame.origin.y: 40}
                    - set: {card.center.y: "${cardTop + 1}"}
                    """))
        let card = try #require(t.model(at: 0).views["card"])
        #expect(card.position.x == 100)
        // cardTop reads the card when it is used: 40 after the second set.
        #expect(card.position.y == 41)
    }

    @Test func hostileExpressionsAreErrorsNotCrashesOrHangs() {
        let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        #expect(
            error(scene(steps: "- set: {card.center.x: \"${\(deep)}\"}"))?.message
                == "an expression is at most 2000 characters")
        let nested = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
        #expect(
            error(scene(steps: "- set: {card.center.x: \"${\(nested)}\"}"))?.message
                == "expressions nest at most 64 deep")
        #expect(
            error(scene(steps: "- set: {card.center.x: \"${\(String(repeating: "-", count: 500))1}\"}"))?.message
                == "expressions nest at most 64 deep")
        // Each let doubles the tree of the one before; 40 of them would be 2^40 reads of the card.
        var lets = "- let: {a0: \"${card.center.x}\"}\n"
        for i in 1...40 { lets += "- let: {a\(i): \"${a\(i - 1) + a\(i - 1)}\"}\n" }
        lets += "- set: {card.center.y: \"${a40}\"}"
        let e = error(scene(steps: lets))
        #expect(
            e?.message.hasPrefix("this expression, with the values of its names put in, has more than 10000 parts")
                == true)
        // a13 is the first over the limit (2^14 − 1 parts); the lets after it and the set fail
        // too, and one run reports at most 20 errors.
        #expect(e?.all.count == ErrorList.limit)
    }
}

@Suite struct KeyframeRepeatTests {
    @Test func keyframesRepeatForAStagger() throws {
        let t = try timeline(
            scene(
                steps: """
                    - keyframes:
                        duration: 1
                        curve: linear
                        frames:
                          - repeat: {count: 4, as: k}
                            frames:
                              - {start: "${k * 0.25}", duration: 0.25, set: {card.center.x: "${50 + (k + 1) * 10}"}}
                    """))
        // Linear keyframes every quarter: 50 → 60 → 70 → 80 → 90.
        #expect(abs((point(t, "card", at: 0.125)?.x ?? 0) - 55) < 1e-9)
        #expect(abs((point(t, "card", at: 0.625)?.x ?? 0) - 75) < 1e-9)
        #expect(t.model(at: 0).views["card"]?.position.x == 90)
    }
}
