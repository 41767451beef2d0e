import { Badge } from '../../../components/ui/badge';

export function ReportStateBadge({ resolvedAt }: { resolvedAt: string | null }) {
  return resolvedAt ? <Badge tone="success">Resolved</Badge> : <Badge tone="danger">Unresolved</Badge>;
}
