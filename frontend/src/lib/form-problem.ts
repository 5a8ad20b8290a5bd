/** What is wrong with a form's values before anything is sent: shown as a destructive toast. */
export interface FormProblem {
  title: string;
  description: string;
}
