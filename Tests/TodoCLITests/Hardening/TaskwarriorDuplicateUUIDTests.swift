import Foundation
import Testing
import TestSupport

/// Issue 30: a Taskwarrior file that gives one uuid twice is refused, naming both lines, and
/// nothing of it is imported (it used to say "skipped 1 already present").
final class TaskwarriorDuplicateUUIDTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_importOfAUUIDGivenTwice_namesBothLines_andImportsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "kept"]).status == 0)
        let before = try todo.run(["export"]).stdout
        let file = """
            [
            {"uuid":"0f8fad5b-d9cb-469f-a165-70867728950e","description":"first","status":"pending","entry":"20261122T094726Z"},
            {"uuid":"1f8fad5b-d9cb-469f-a165-70867728950e","description":"other","status":"pending","entry":"20261122T094726Z"},
            {"uuid":"0f8fad5b-d9cb-469f-a165-70867728950e","description":"again","status":"completed","entry":"20261122T094726Z","end":"20261123T094726Z"}
            ]
            """

        let result = try todo.run(["import", "--format", "taskwarrior"], stdin: Data(file.utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "todo: line 4: uuid 0f8fad5b-d9cb-469f-a165-70867728950e appears twice in the file "
            + "(first at line 2); nothing was imported\n")
        #expect(result.stdout == "")
        #expect(try todo.run(["export"]).stdout == before)
    }
}
