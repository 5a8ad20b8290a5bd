import { ANALYSIS_FAILED_MESSAGE } from '@wine/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useToast } from '@/components/toast/use-toast';
import { isUploadLimitError } from '@/lib/cellar-api';
import { api } from '@/lib/api';
import { useAnalyzeWineMutation, useGetAnalysisJobQuery, type AnalysisResult } from '../api/upload-api';
import { analysisSummary } from '../upload-checks';

export type AnalysisStep =
  | { step: 'idle' }
  | {
      step: 'analysing';
      stage: 'uploading' | 'queued' | 'reading' | 'matching' | 'saving' | 'done' | 'failed';
      progress: number;
      jobId: string | null;
    }
  | { step: 'result'; result: AnalysisResult }
  | { step: 'failed' };

// The job is asked for its stage twice a second while it runs.
const POLL_MS = 500;

/**
 * Upload: analyse → results. Sends the photo, follows the job's stages for the progress
 * bar, then shows the result; refreshes the user (usage) and the uploads list afterwards.
 */
export function useBottleAnalysis(onLimit: () => void) {
  const dispatch = useDispatch();
  const { toast } = useToast();
  const [analyze] = useAnalyzeWineMutation();
  const [state, setState] = useState<AnalysisStep>({ step: 'idle' });
  const jobId = state.step === 'analysing' ? state.jobId : null;
  const { data: job } = useGetAnalysisJobQuery(jobId ?? '', { skip: !jobId, pollingInterval: POLL_MS });

  const refreshAfterAnalysis = useCallback(() => {
    // User and uploads refreshed afterwards
    dispatch(api.util.invalidateTags(['User', { type: 'Upload' as never, id: 'LIST' }]));
  }, [dispatch]);

  const finish = useCallback(
    (result: AnalysisResult) => {
      setState({ step: 'result', result });
      refreshAfterAnalysis();
      toast({ title: 'Analysis Complete!', description: analysisSummary(result) });
    },
    [refreshAfterAnalysis, toast],
  );

  const fail = useCallback(() => {
    setState({ step: 'failed' });
    refreshAfterAnalysis();
    toast({ title: 'Analysis Failed', description: ANALYSIS_FAILED_MESSAGE, variant: 'destructive' });
  }, [refreshAfterAnalysis, toast]);

  useEffect(() => {
    if (!job || state.step !== 'analysing' || job.jobId !== state.jobId) return;
    if (job.state === 'done' && job.result) finish(job.result);
    else if (job.state === 'failed') fail();
    else if (job.stage !== state.stage || job.progress !== state.progress)
      setState({ step: 'analysing', stage: job.stage, progress: job.progress, jobId: job.jobId });
  }, [job, state, finish, fail]);

  const start = useCallback(
    async (file: File) => {
      setState({ step: 'analysing', stage: 'uploading', progress: 3, jobId: null });
      try {
        const response = await analyze(file).unwrap();
        if (response.kind === 'done') finish(response.result);
        else
          setState({
            step: 'analysing',
            stage: response.job.stage,
            progress: Math.max(5, response.job.progress),
            jobId: response.job.jobId,
          });
      } catch (error) {
        if (isUploadLimitError(error)) {
          setState({ step: 'idle' });
          refreshAfterAnalysis();
          onLimit();
        } else fail();
      }
    },
    [analyze, finish, fail, onLimit, refreshAfterAnalysis],
  );

  const showResult = useCallback((result: AnalysisResult) => setState({ step: 'result', result }), []);
  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, start, showResult, reset };
}
