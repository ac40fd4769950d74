let half = 10 / 2 / 1
let ratio = half/2/1
let operators: [(Int, Int) -> Int] = [(/), (/)]
let spaced = [half / 2, 4 / 2]
import Eta

// Every `/` above is the division operator, not a regex: none may hide the import.
