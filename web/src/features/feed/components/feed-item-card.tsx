import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { FeedItem } from '../api/feed-api';
import { authorName, feedDate, previewOf } from '../lib/feed-text';

export function FeedItemCard({ item }: { item: FeedItem }) {
  const content = <FeedItemContent item={item} />;
  return (
    <Card variant="outlined" component="article" aria-label={item.title} data-feed-item={item.id}>
      {item.type === 'lesson' ? (
        <CardActionArea component={Link} to={paths.lesson.getHref(item.id)}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

function FeedItemContent({ item }: { item: FeedItem }) {
  const name = authorName(item.user);
  const Icon = item.type === 'lesson' ? MenuBookIcon : AssignmentIcon;
  return (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>{(name[0] ?? '?').toUpperCase()}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {feedDate(item.createdAt)}
          </Typography>
        </Box>
        <Icon color="primary" aria-label={item.type === 'lesson' ? 'Lesson' : 'Homework'} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {item.title}
        </Typography>
        <Chip size="small" color={item.type === 'lesson' ? 'primary' : 'secondary'} label={item.type === 'lesson' ? 'Lesson' : 'Homework'} />
        {item.type === 'lesson' && item.wordProblemTheme && <Chip size="small" variant="outlined" label={item.wordProblemTheme} />}
      </Box>
      <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
        {previewOf(item.content)}
      </Typography>
      {item.type === 'lesson' && item.sourceFileName && <Typography variant="body2">Source: {item.sourceFileName}</Typography>}
      {item.type === 'homework' && item.gradeLevel && <Typography variant="body2">Grade Level: {item.gradeLevel}</Typography>}
    </CardContent>
  );
}
