/** The shapes of a form's content: as stored and read back (…Dto), and as a save sends it (…Input). */

export interface OptionDto {
  id: number;
  optionId: number;
  text: string;
  isFreeText: boolean;
  flagged: boolean;
  orderNumber: number;
}
export interface QuestionDto {
  id: number;
  formCode: string;
  code: string;
  idSection: number;
  text: string;
  hint: string | null;
  questionType: number;
  orderNumber: number;
  optionsToQuestions: OptionDto[];
}
export interface SectionDto {
  id: number;
  uniqueId: string;
  code: string;
  description: string;
  orderNumber: number;
  questions: QuestionDto[];
}

interface OptionInput {
  id?: number | undefined;
  text: string;
  isFreeText: boolean;
  flagged: boolean;
}
interface QuestionInput {
  id?: number | undefined;
  code: string;
  text: string;
  hint?: string | undefined;
  questionType: number;
  optionsToQuestions: OptionInput[];
}
export interface SectionInput {
  id?: number | undefined;
  code: string;
  description: string;
  questions: QuestionInput[];
}
