{{modules}}public import Application
public import Domain
{{modules}}public import {{Domain}}

extension EntryAction<Draft<{{Item}}Fields>> {
{{about}}
    public static func {{action}}({{ports}}, in work: any UnitOfWork) -> Self {
        EntryAction(adding: "{{action}}", key: "{{key}}", "{{action}} {{aWord}}", in: work) { {{item}} in
{{rule}}
        }
    }
}
