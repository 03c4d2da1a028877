import Box from '@mui/material/Box';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { failureMessage } from '../lib/failure-message';
import { toast } from '../../../lib/toast';
import type { SolvedHomework } from '../api/homework-types';
import { useSolveHomework, type SolveHomeworkInput } from '../api/solve-homework';
import { HistoryCard } from '../components/history-card';
import { SolutionCard } from '../components/solution-card';
import { UploadCard } from '../components/upload-card';

/** HomeGen (spec §2): upload homework, read the solution in the chosen grade's style, keep a history. */
export function HomeGenRoute() {
  const solve = useSolveHomework();
  const [solution, setSolution] = useState<SolvedHomework | null>(null);

  async function onSolve(input: SolveHomeworkInput): Promise<boolean> {
    try {
      const solved = await solve.mutateAsync(input);
      setSolution(solved);
      toast({ title: 'Homework Solved!', description: 'Your homework has been completed in grade-level appropriate style.' });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to solve homework'), variant: 'destructive' });
      return false;
    }
  }

  return (
    <>
      <PageHeader
        title="HomeGen - AI Homework Solver"
        subtitle="Upload your homework and get a solution written in the style of your grade level."
      />
      {/* Room at the end so the study assistant's floating button never covers the last homework. */}
      <Box sx={{ display: 'grid', gap: 3, pb: 10 }}>
        <UploadCard solving={solve.isPending} onSolve={onSolve} />
        {solution && <SolutionCard homework={solution} />}
        <HistoryCard />
      </Box>
    </>
  );
}
