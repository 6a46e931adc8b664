/** Homework: the homework checker's routes and saved checks. Nothing is shared with other modules yet. */
export {};
