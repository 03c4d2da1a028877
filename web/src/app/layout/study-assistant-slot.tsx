import { StudyAssistant } from '../../features/study-assistant/components/study-assistant';

// Mount point for the study assistant (spec §2: a floating button on every signed-in screen), rendered
// once by the signed-in layout.
export function StudyAssistantSlot() {
  return <StudyAssistant />;
}
