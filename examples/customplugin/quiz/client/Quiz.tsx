// <Quiz answer="…">question</Quiz>, the MDX component of the quiz plugin
// (docskit.ComponentProvider). docskit renders it on the server and hydrates
// it in the browser, so the first render here must not depend on anything the
// server does not know: the answer starts hidden on both sides.
import { useState, type ReactNode } from 'react';
import './quiz.css';

export interface Props {
  /** The answer, a literal prop of the element. */
  readonly answer: string;
  /** The question: the Markdown between the tags, already rendered. */
  readonly children?: ReactNode;
  /** The element's position in the page body (see usesNodeId below), e.g. "dk-3". */
  readonly nodeId: string;
}

export default function Quiz({ answer, children, nodeId }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <section className="quiz" aria-labelledby={`${nodeId}-label`}>
      <p className="quiz-label" id={`${nodeId}-label`}>
        확인 문제
      </p>
      <div className="quiz-question">{children}</div>
      <button type="button" className="quiz-toggle" aria-expanded={shown} aria-controls={`${nodeId}-answer`} onClick={() => setShown((s) => !s)}>
        {shown ? '정답 숨기기' : '정답 보기'}
      </button>
      <p className="quiz-answer" id={`${nodeId}-answer`} hidden={!shown}>
        {`정답: ${answer}`}
      </p>
    </section>
  );
}

// The theme gives a component that asks for it a nodeId prop: unlike React's
// useId it is the same after a client-side navigation as in the server's
// HTML, and unique among the quizzes of a page.
Quiz.usesNodeId = true;
