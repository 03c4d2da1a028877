import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The loading placeholder for one lesson card (spec §2: three while the list loads). */
export function LessonCardPlaceholder() {
  return (
    <Card data-testid="lesson-card-placeholder" aria-hidden>
      <CardContent>
        <Skeleton width={120} height={28} />
        <Skeleton width="70%" height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
