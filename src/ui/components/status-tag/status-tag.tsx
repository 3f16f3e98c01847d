import type { NoticeStageName } from '#src/domain/schemas/notice';
import { standingText } from '#src/domain/standing';
import { type ApplicationStatus, STATUS_TEXT, statusClass } from '#src/domain/statuses';
import './status-tag.css';
import { STATUS_TAG_COLOURS } from './status-tag-colours';

/** Props of {@link StatusTag}. */
export interface StatusTagProps {
  /** An application's display status (SPEC.md §4). */
  status: ApplicationStatus;
  /** Show the plain description beside the tag ("Waiting for payment"); true by default. */
  describe?: boolean;
  /**
   * The stage of the application's civil notice, when it is in one (the lifecycle machine's `noticeStageOf`, or
   * the API's `noticeStage`): its words replace the status's description ("Pending · Ceremony booked").
   */
  noticeStage?: NoticeStageName | null;
  /** Whether it waits for the parties it names to confirm it (issue 31 §2): those words replace the description. */
  waitingForParties?: boolean;
}

/**
 * An application's status as a tag (SPEC.md §4): the words of `STATUS_TEXT` ("Payment Confirmation")
 * with the classes `status-tag status-tag--{class}` (pending, approved, rejected, correction,
 * submitted, draft). A `strong` element, as GOV.UK tags are, followed by where it stands in plain words
 * (`standingText`: the notice's stage when it has one, "Notice published"; else the status's description,
 * "Waiting for payment") unless `describe` is false.
 */
export function StatusTag({ status, describe = true, noticeStage = null, waitingForParties = false }: StatusTagProps) {
  const cls = statusClass(status);
  const colours = STATUS_TAG_COLOURS[cls];
  const tag = (
    <strong
      className={`status-tag status-tag--${cls}`}
      style={{ color: colours.text, backgroundColor: colours.background }}
      data-status={status}
    >
      {STATUS_TEXT[status]}
    </strong>
  );
  if (!describe) return tag;
  return (
    <span className="status-tag-with-description">
      {tag} <span className="status-tag__description">{standingText(status, noticeStage, waitingForParties)}</span>
    </span>
  );
}
