import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import type { SolvedHomework, SolvedProblem } from '../api/homework-types';
import { problemOverview, solutionSections, solvedSummary, speakable } from '../lib/solution-text';
import { SolutionBlock } from './solution-text';

/** The solution just written: its grade style, each problem solved or answered with a study guide. */
export function SolutionCard({ homework }: { homework: SolvedHomework }) {
  const sections = solutionSections(homework.solvedContent);
  const solved = homework.problems.filter((p) => p.solved).length;
  let problemIndex = 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="homework-solution" data-testid="solution-card">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography id="homework-solution" variant="h6" component="h2">
              {homework.title}
            </Typography>
            <Typography color="text.secondary">Written in {homework.gradeLevel} grade level style</Typography>
          </Box>
          <ReadAloudButton text={speakable(homework.solvedContent)} />
        </Box>
        {homework.problems.length > 0 && (
          <Box>
            <Typography variant="body2" color="text.secondary" data-testid="solved-summary">
              {solvedSummary(solved, homework.problems.length)}
            </Typography>
            {homework.problems.length > 1 && (
              <Typography variant="body2" color="text.secondary" data-testid="problem-overview">
                {problemOverview(homework.problems)}
              </Typography>
            )}
          </Box>
        )}
        {sections.map((section, index) => {
          const problem = section.heading ? homework.problems[problemIndex++] : undefined;
          return (
            <Box key={index} component="article" sx={{ display: 'grid', gap: 1 }} data-problem-solved={problem ? String(problem.solved) : undefined}>
              {index > 0 && <Divider />}
              {section.heading && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {section.heading}
                  </Typography>
                  {problem && <ProblemStatus problem={problem} />}
                </Box>
              )}
              {section.blocks.map((block, blockIndex) => (
                <SolutionBlock key={blockIndex} block={block} />
              ))}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}

function ProblemStatus({ problem }: { problem: SolvedProblem }) {
  return problem.solved ? (
    <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Solved" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" icon={<MenuBookIcon />} label="Not solved: study guide" />
  );
}
