/** What the details route receives from the answers page around it (react-router's outlet context). */
export interface AnswersOutletContext {
  /** The list without a thread open, with its filters. */
  readonly closeTo: string;
}
