import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

@Suite struct SceneErrorTests {
    @Test func misspelledViewKeyNamesLineColumnAndSuggestion() throws {
        let yaml = """
            from:
              id: home
              backgroundColour: "#FFFFFF"
            to: {id: detail}
            transition: {duration: 1, steps: []}
            """
        let e = try #require(error(yaml))
        #expect(e.location.line == 3)
        #expect(e.location.column == 3)
        #expect(e.description.hasPrefix("bad.yaml:3:3: error:"))
        #expect(e.message.contains("did you mean 'backgroundColor'"))
    }

    @Test func unknownIdInAStepSuggestsTheClosestId() throws {
        let e = try #require(error(scene(steps: "- set: {crad.alpha: 0}")))
        #expect(e.message.contains("unknown view 'crad'"))
        #expect(e.message.contains("did you mean 'card'"))
        #expect(e.location.line == 8)
    }

    @Test func unknownIdInACompletionIsFoundToo() throws {
        let steps = """
            - animate:
                duration: 0.5
                set: {card.alpha: 0}
                completion:
                  - remove: nothere
            """
        let e = try #require(error(scene(steps: steps)))
        #expect(e.message.contains("unknown view 'nothere'"))
    }

    @Test func duplicateIds() throws {
        let e = try #require(error(scene(subviews: "[{id: card}, {id: card}]", steps: "[]")))
        #expect(e.message.contains("duplicate view id 'card'"))
    }

    /// The keys and the mapping's place, not the whole document the YAML library quotes.
    @Test func duplicateKeys() throws {
        let text =
            "canvas: {size: [10, 10], size: [5, 5]}\nfrom: {id: a}\nto: {id: b}\ntransition: {duration: 1, steps: []}\n"
        do {
            _ = try SceneLoader.parse(text, file: "dup.yaml")
            Issue.record("a duplicate key was accepted")
        } catch {
            // "size" (the mapping's first key) starts at column 10.
            #expect(
                error.description == "dup.yaml:1:10: error: duplicate key 'size' in the mapping whose first key is here"
            )
        }
    }

    @Test func misspelledKeyPath() throws {
        let e = try #require(error(scene(steps: "- set: {card.frame.orgin.y: 3}")))
        #expect(e.message.contains("unknown key 'frame.orgin.y'"))
        #expect(e.message.contains("did you mean 'frame.origin.y'"))
    }

    @Test func negativeSize() throws {
        let e = try #require(error(scene(subviews: "[{id: card, frame: [0, 0, -5, 10]}]", steps: "[]")))
        #expect(e.message.contains("size cannot be negative"))
        #expect(e.location.line == 3)
    }

    @Test func nanAndInfinity() throws {
        #expect(try #require(error(scene(steps: "- set: {card.alpha: .nan}"))).message.contains("NaN"))
        #expect(try #require(error(scene(steps: "- set: {card.center.x: .inf}"))).message.contains("infinity"))
    }

    @Test func missingImage() throws {
        let e = try #require(
            error(scene(subviews: "[{id: pic, kind: imageView, image: nope.png}]", steps: "[]"), baseDirectory: "/tmp"))
        #expect(e.message.contains("image not found"))
        #expect(e.message.contains("/tmp/nope.png"))
    }

    /// A scene's image must be a PNG or a JPEG: anything else is refused where it is named, not at
    /// the first frame that draws it.
    @Test func anImageThatIsNeitherPNGNorJPEG() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("GIF89a".utf8).write(to: dir.appendingPathComponent("anim.gif"))
        // SOI and a baseline frame header of 24×16: enough for the parser, which reads headers only.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0, 16, 0, 24, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        try Data(jpeg).write(to: dir.appendingPathComponent("photo.jpg"))
        let gif = try #require(
            error(
                scene(subviews: "[{id: pic, kind: imageView, image: anim.gif}]", steps: "[]"), baseDirectory: dir.path))
        #expect(gif.message.contains("anim.gif is neither a PNG nor a JPEG"), "\(gif.message)")
        #expect(gif.location.line > 0 && gif.location.column > 0)
        #expect(
            error(
                scene(subviews: "[{id: pic, kind: imageView, image: photo.jpg}]", steps: "[]"), baseDirectory: dir.path)
                == nil)
    }

    @Test func canvasLimits() throws {
        let tooWide =
            "canvas: {size: [5000, 100], scale: 2}\nfrom: {id: a}\nto: {id: b}\ntransition: {duration: 1, steps: []}"
        #expect(try #require(error(tooWide)).message.contains("8192 px a side"))
        let tooMany =
            "canvas: {size: [4000, 4000], scale: 2}\nfrom: {id: a}\nto: {id: b}\ntransition: {duration: 1, steps: []}"
        #expect(try #require(error(tooMany)).message.contains("40000000"))
        let fps = "canvas: {fps: 241}\nfrom: {id: a}\nto: {id: b}\ntransition: {duration: 1, steps: []}"
        #expect(try #require(error(fps)).message.contains("fps must be in 1…240"))
    }

    @Test func invalidYAMLReportsWhere() throws {
        let e = try #require(error("from: {id: a\nto: [\n"))
        #expect(e.message.contains("invalid YAML"))
        #expect(e.location.line >= 1)
    }

    @Test func wrongValueTypeSaysWhatWasExpected() throws {
        let e = try #require(error(scene(steps: "- set: {card.frame: [1, 2, 3]}")))
        #expect(e.message.contains("expected a rect [x, y, width, height]"))
        let color = try #require(error(scene(steps: "- set: {card.backgroundColor: systemBlu}")))
        #expect(color.message.contains("did you mean 'systemBlue'"))
    }

    @Test func contentKeysNeedTheRightKind() throws {
        let e = try #require(error(scene(subviews: "[{id: card, text: hi}]", steps: "[]")))
        #expect(e.message.contains("needs kind: label"))
    }

    @Test func stepWithTwoActionsIsRejected() throws {
        let e = try #require(error(scene(steps: "- {remove: card, set: {card.alpha: 1}}")))
        #expect(e.message.contains("exactly one of"))
    }

    @Test func reservedIds() throws {
        let e = try #require(error(scene(subviews: "[{id: container}]", steps: "[]")))
        #expect(e.message.contains("cannot be a view id"))
    }

    @Test func jsonScenesParse() throws {
        let json = """
            {"canvas": {"size": [100, 100], "scale": 1}, "from": {"id": "a", "backgroundColor": "#FF0000"},
             "to": {"id": "b"}, "transition": {"duration": 0.5, "steps": [{"animate": {"duration": 0.5, "set": {"a.alpha": 0}}}]}}
            """
        let t = try timeline(json)
        #expect(t.frameCount == 31)
        #expect(abs(number(t, "a", .opacity, at: 0.25)! - 0.5) < 1e-6)
    }
}

@Suite struct SceneLimitTests {
    @Test func keyframesGoingBackInTimeAreAnErrorNotACrash() throws {
        let steps = """
            - keyframes:
                duration: 1
                frames:
                  - {start: 0.5, duration: 0.25, set: {card.alpha: 0}}
                  - {start: 0.1, duration: 0.1, set: {card.alpha: 1}}
            """
        let e = try #require(error(scene(steps: steps)))
        #expect(e.message.contains("must not go back in time"))
        #expect(e.location.line == 12)
    }

    @Test func undampedSpringWithoutDurationIsAnError() throws {
        let e = try #require(
            error(scene(steps: "- animate: {spring: {stiffness: 100, damping: 0}, set: {card.alpha: 0}}")))
        #expect(e.message.contains("never settles"))
    }

    @Test func absurdlyLongTransitionsAreRejected() throws {
        let e = try #require(error(scene(steps: "- animate: {duration: 10, repeatCount: 1000, set: {card.alpha: 0}}")))
        #expect(e.message.contains("at most 600"))
    }
}

/// Inputs that crashed or misbehaved before the review's fixes.
@Suite struct ReviewRegressionTests {
    @Test func nullForARequiredKeyIsAnErrorNotACrash() throws {
        #expect(
            try #require(error("from:\nto: {id: b}\ntransition: {duration: 1, steps: []}")).message.contains(
                "needs 'from'"))
        #expect(
            try #require(error("from: {id: a}\nto: {id: b}\ntransition: {duration: ~, steps: []}")).message.contains(
                "needs 'duration'"))
    }

    @Test func aHugeScaleIsAnErrorNotAnOverflow() throws {
        let e = try #require(
            error("canvas: {scale: 1e20}\nfrom: {id: a}\nto: {id: b}\ntransition: {duration: 1, steps: []}"))
        #expect(e.message.contains("8192 px a side"))
        let tiny = try #require(
            error(
                "canvas: {size: [1, 1], scale: 0.1}\nfrom: {id: a}\nto: {id: b}\ntransition: {duration: 1, steps: []}"))
        #expect(tiny.message.contains("under one pixel"))
    }

    @Test func keyframeTimesThatRoundBackwardsDoNotTrap() throws {
        let steps = """
            - keyframes:
                duration: 1
                frames:
                  - {start: 0.1, duration: 0.2, set: {card.alpha: 0.5}}
                  - {start: 0, duration: 0.3, set: {card.alpha: 0}}
            """
        let t = try timeline(scene(steps: steps))
        #expect(number(t, "card", .opacity, at: 0.99) == 0)
    }

    @Test func contentModeWithoutAnImageDrawsNothing() throws {
        let t = try timeline(
            scene(subviews: "[{id: pic, kind: imageView, frame: [0, 0, 10, 10], contentMode: center}]", steps: "[]"))
        let pic = t.presentation(at: 0).root.sublayers[0].sublayers[0]
        #expect(pic.content == LayerContent.none)
    }
}
