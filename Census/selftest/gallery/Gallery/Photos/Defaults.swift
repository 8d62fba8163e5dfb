// Census self-test (written for this project): another `defaultRadius`, first by path and as near
// as PhotoCell.swift's private one. The private one PhotoFrame reads must be taken from its own
// file (the fourth measure's rule 4); this one, a String, would not compile there.
let defaultRadius = "large"
