/**
 * The notices the standards data, the grader's training data and word table, the moderation model's training
 * data and the captcha require (shared/data/standards, grading and moderation READMEs,
 * engines/grading/data/README.md; ALTCHA).
 */
export function Attributions() {
  return (
    <section aria-labelledby="attributions" className="mt-12 max-w-3xl">
      <h2 id="attributions" className="text-2xl font-bold tracking-tight">
        Standards and credits
      </h2>
      <p className="mt-3">
        The lesson generator and the tutor use 473 K-3 standards: the Common Core State Standards for
        mathematics and English language arts (reading, writing, speaking and listening, language) and the
        Next Generation Science Standards performance expectations, plus the six NGSS engineering expectations
        that span a grade band.
      </p>
      <h3 className="mt-6 text-lg font-semibold">Common Core State Standards</h3>
      <blockquote className="mt-2 border-l-4 pl-4">
        Common Core State Standards © Copyright 2010 National Governors Association Center for Best Practices
        and Council of Chief State School Officers. All rights reserved.
      </blockquote>
      <p className="mt-2 text-sm text-muted-foreground">
        Used under the public license at{' '}
        <a
          className="text-primary underline underline-offset-4"
          href="https://corestandards.org/public-license"
        >
          corestandards.org/public-license
        </a>
        , which requires this attribution notice. Source: the official CCSSI XML v1.1 (as mirrored in the
        public repository galacticpolymath/standardX); RI.2.7-RI.2.10, RI.3.2-RI.3.10 and the math cluster
        headings from the public repository commoncurriculum/common-standards-project (ASN-derived).
      </p>
      <h3 className="mt-6 text-lg font-semibold">Next Generation Science Standards</h3>
      <blockquote className="mt-2 border-l-4 pl-4">
        NGSS Lead States. 2013. Next Generation Science Standards: For States, By States. Washington, DC: The
        National Academies Press.
      </blockquote>
      <p className="mt-2 text-sm text-muted-foreground">
        Used under the NGSS public license (
        <a className="text-primary underline underline-offset-4" href="https://www.nextgenscience.org">
          nextgenscience.org
        </a>
        ), which requires attribution. Source: the Achievement Standards Network export
        (galacticpolymath/standardX).
      </p>
      <h3 className="mt-6 text-lg font-semibold">Stories for reading practice</h3>
      <p className="mt-2">
        The offline tutor&apos;s reading stories are retold in our own words from public-domain tales:
        Aesop&apos;s fables (The Tortoise and the Hare, The Boy Who Cried Wolf, The Ant and the Grasshopper,
        The Lion and the Mouse, The Fox and the Grapes, The Crow and the Pitcher, The Town Mouse and the
        Country Mouse, The North Wind and the Sun, The Fox and the Crow, The Goose That Laid the Golden Eggs,
        The Dog and His Reflection retold as The Greedy Dog, Belling the Cat, The Fox and the Stork, The Wolf
        in Sheep&apos;s Clothing, The Milkmaid and Her Pail), traditional folk tales (The Three Little Pigs,
        The Little Red Hen, Goldilocks and the Three Bears, The Gingerbread Man, Stone Soup, Jack and the
        Beanstalk, Chicken Little, the Norwegian Three Billy Goats Gruff collected by Asbjørnsen and Moe, the
        Russian Enormous Turnip), tales told by Charles Perrault (1697) and the Brothers Grimm (1812-1857)
        (Cinderella, Little Red Riding Hood, Hansel and Gretel, Rumpelstiltskin, The Elves and the Shoemaker,
        The Bremen Town Musicians, Sweet Porridge retold as The Magic Porridge Pot) and Hans Christian
        Andersen&apos;s fairy tales (The Ugly Duckling, 1843; The Emperor&apos;s New Clothes, 1837; The
        Princess and the Pea, 1835). The tutor&apos;s notes on every other topic are written for Academy.
      </p>
      <h3 className="mt-6 text-lg font-semibold">Word vectors</h3>
      <p className="mt-2">
        The offline tutor recognises related words (&quot;puppy&quot; and dog) with GloVe word vectors
        (Jeffrey Pennington, Richard Socher and Christopher D. Manning, &quot;GloVe: Global Vectors for Word
        Representation&quot;, EMNLP 2014; 6B, 100 dimensions), placed in the public domain under the Open Data
        Commons Public Domain Dedication and License (PDDL) 1.0.
      </p>
      <h3 className="mt-6 text-lg font-semibold">Short-answer grading</h3>
      <p className="mt-2">
        The offline short-answer grader was trained on the SciEntsBank training answers of SemEval-2013 Task 7
        (Dzikovska et al., 2013), © the SemEval-2013 Task 7 organisers, used under the{' '}
        <a
          className="text-primary underline underline-offset-4"
          href="https://creativecommons.org/licenses/by-sa/3.0/"
        >
          Creative Commons Attribution-ShareAlike 3.0
        </a>{' '}
        license. It knows which words mean the same thing from WordNet 3.1 (Princeton University, &quot;About
        WordNet&quot;, 2010), used under the WordNet license: WordNet 3.0 Copyright 2006 by Princeton
        University. All rights reserved. WordNet is provided &quot;as is&quot;; Princeton University makes no
        representations or warranties about it.
      </p>
      <h3 className="mt-6 text-lg font-semibold">The Safeguard&apos;s classifier</h3>
      <p className="mt-2">
        The offline moderation model is trained on our own messages and on four public data sets: the
        prompt-injections data set by deepset GmbH (Apache-2.0); &quot;Automated Hate Speech Detection and the
        Problem of Offensive Language&quot; (Davidson, Warmsley, Macy and Weber, ICWSM 2017; MIT license,
        Copyright (c) 2017 Tom Davidson); ConvAbuse (Cercas Curry, Abercrombie and Rieser, EMNLP 2021; CC BY
        4.0, only the user&apos;s messages, annotator votes aggregated); and the Reddit C-SSRS Suicide Dataset
        (Gaur et al., The Web Conference 2019, doi:10.5281/zenodo.2667859; CC BY 4.0).
      </p>
      <h3 className="mt-6 text-lg font-semibold">ALTCHA</h3>
      <p className="mt-2">
        Sign-in and sign-up are protected by{' '}
        <a className="text-primary underline underline-offset-4" href="https://altcha.org">
          ALTCHA
        </a>
        , an open-source, privacy-friendly proof-of-work captcha (MIT license) that needs no cookies and no
        third-party service: the challenge is issued and verified by the school&apos;s own server.
      </p>
    </section>
  );
}
