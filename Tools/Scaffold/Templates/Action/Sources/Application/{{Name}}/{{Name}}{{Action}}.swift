{{modules}}public import Application
public import Domain
{{modules}}public import {{Domain}}

extension EntryAction<Draft<{{Item}}Fields>> {
    /// `{{action}} name=value …`, or {{key}} full screen: adds {{aWord}} as `add` does,
    /// and first does to {{uses}} what the rule below asks, in `work`, so all
    /// of it lands or none does.
    public static func {{action}}({{ports}}, in work: any UnitOfWork) -> Self {
        EntryAction(adding: "{{action}}", key: "{{key}}", "{{action}} {{aWord}}", in: work) { {{item}} in
{{rule}}
        }
    }
}
