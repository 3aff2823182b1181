import {
  workflowBadge,
  workflowProgress,
  workflowStatusLabel,
  type WorkflowBadgeKind,
} from '../../../domain/workflow-status';
import classes from './workflows.module.css';

/** Badge colours by kind: dark text on a light tint, every pair at least 4.5:1 (WCAG AA). */
export const BADGE_COLORS: Readonly<
  Record<WorkflowBadgeKind, { background: string; text: string; border: string; bar: string }>
> = {
  success: { background: '#ebfbee', text: '#1b6b2f', border: '#8ce99a', bar: '#2f9e44' },
  destructive: { background: '#fff5f5', text: '#c92a2a', border: '#ffa8a8', bar: '#e03131' },
  secondary: { background: '#f1f3f5', text: '#343a40', border: '#ced4da', bar: '#868e96' },
  'in-progress': { background: '#e7f5ff', text: '#1864ab', border: '#74c0fc', bar: '#1c7ed6' },
  waiting: { background: '#fff9db', text: '#7a4a00', border: '#ffd43b', bar: '#f59f00' },
  neutral: { background: '#f8f9fa', text: '#495057', border: '#ced4da', bar: '#868e96' },
};

/** The status badge: the status with underscores shown as spaces, coloured by its badge kind. */
export function WorkflowStatusBadge({ status }: { status: string }) {
  const kind = workflowBadge(status);
  const colors = BADGE_COLORS[kind];
  return (
    <span
      className={classes.badge}
      data-badge={kind}
      style={{ background: colors.background, color: colors.text, borderColor: colors.border }}
    >
      {workflowStatusLabel(status)}
    </span>
  );
}

/** The progress bar (the status's percentage; 0 for an unknown status) with the figure beside it. */
export function WorkflowProgress({ status, width = 96 }: { status: string; width?: number }) {
  const value = workflowProgress(status);
  const colors = BADGE_COLORS[workflowBadge(status)];
  return (
    <div className={classes.progress}>
      <div
        className={classes.track}
        style={{ width }}
        role="progressbar"
        aria-label={`Progress ${value}%`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className={classes.bar} style={{ width: `${value}%`, background: colors.bar }} />
      </div>
      <span className={classes.percent} aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
