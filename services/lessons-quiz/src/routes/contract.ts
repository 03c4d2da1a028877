// Request schemas of lessons-quiz's calls come from @studyhall/api-contracts (lessons.ts): the same
// schemas document the API (OpenAPI) and type the web app. Only route-local shapes live here.
import { LessonPreviewFormSchema } from '@studyhall/api-contracts';

/** The preview form's text fields; the file itself is read (and checked) by readUpload. */
export const LessonPreviewFieldsSchema = LessonPreviewFormSchema.omit({ file: true });
