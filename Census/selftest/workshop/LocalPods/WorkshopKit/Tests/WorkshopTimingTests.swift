// Census self-test: a test folder, excluded: it imports a module that exists nowhere.
import XCTest
import SomeTestPod
