/**
 * The professional-development resources: short articles of our own, each with the sources it draws on.
 * Figures quoted here are the sources' own; where a study is summarised, its citation follows.
 */
export interface Source {
  citation: string;
  /** A stable address (a DOI or the publisher's page) when there is one. */
  href?: string;
}

export interface Article {
  slug: string;
  title: string;
  description: string;
  minutes: number;
  sections: { heading: string; paragraphs: string[] }[];
  sources: Source[];
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'integrating-ai-in-k12',
    title: 'Integrating AI in K-12 Classrooms',
    description: 'Where an AI tutor helps, where it does not, and how to start with one class.',
    minutes: 4,
    sections: [
      {
        heading: 'Start from a learning goal, not a tool',
        paragraphs: [
          'The U.S. Department of Education’s 2023 report on AI in teaching and learning asks schools to keep “humans in the loop”: AI can suggest, draft and give practice, but a teacher decides what is taught, how it is judged and what happens next. In practice that means choosing one goal first (more practice on fractions, feedback on short answers, reading support for a group) and only then deciding whether an AI tool serves it.',
          'Good first uses are bounded ones: practice with immediate hints, explanations a student can ask for again, and routine work a teacher would otherwise mark by hand. Grades, placement and anything high-stakes stay with the teacher.',
        ],
      },
      {
        heading: 'Set expectations with students and families',
        paragraphs: [
          'Tell students what the tutor is for and what it is not: it asks questions and gives hints rather than answers, it can be wrong, and conversations are screened for safety and may be read by their teacher. UNESCO’s 2023 guidance on generative AI in education also recommends age-appropriate use and explicit attention to data protection; share with families what is stored and who can see it.',
        ],
      },
      {
        heading: 'Pilot small and look at the evidence',
        paragraphs: [
          'Try one class for a few weeks. Look at the conversations and the scores rather than at usage counts: are students attempting problems before asking for help, and do their scores move? TeachAI’s toolkit suggests writing down such a guidance note for staff, so that every teacher uses the tool for the same purposes and under the same rules.',
        ],
      },
    ],
    sources: [
      {
        citation:
          'U.S. Department of Education, Office of Educational Technology (2023). Artificial Intelligence and the Future of Teaching and Learning: Insights and Recommendations. Washington, DC.',
      },
      {
        citation: 'UNESCO (2023). Guidance for generative AI in education and research. Paris: UNESCO.',
      },
      {
        citation: 'TeachAI (2023). AI Guidance for Schools Toolkit.',
        href: 'https://www.teachai.org/toolkit',
      },
    ],
  },
  {
    slug: 'ethics-of-ai-in-education',
    title: 'The Ethics of AI in Education',
    description: 'Privacy, fairness, transparency and keeping a teacher accountable for decisions.',
    minutes: 4,
    sections: [
      {
        heading: 'Privacy is a legal duty, not only a value',
        paragraphs: [
          'In the United States, FERPA protects students’ education records: a school may share them with a provider acting as a “school official” only for a legitimate educational interest and under the school’s direct control. COPPA requires verifiable parental consent before an online service collects personal information from children under 13; the FTC allows a school to consent for the educational use only. Ask of any AI tool: what is stored, for how long, who can read it, and is it used to train models?',
        ],
      },
      {
        heading: 'Fairness and bias',
        paragraphs: [
          'AI models learn from data that carries the biases of the world that produced it. Check outputs across your students: does feedback differ in tone or quality for students who write in a second language or in a dialect? UNESCO’s 2021 Recommendation on the Ethics of AI names fairness and non-discrimination among its core principles; in a classroom that means sampling the tool’s work and correcting it when it treats groups differently.',
        ],
      },
      {
        heading: 'Transparency and accountability',
        paragraphs: [
          'Students should know when they are talking to an AI and what happens to what they write. Decisions that matter, such as a grade, a referral or a report to a family, must be made, and be explainable, by a person. Safety screening is a support for that person, not a replacement: a flagged conversation is a prompt for a teacher or counsellor to follow up.',
        ],
      },
    ],
    sources: [
      { citation: 'Family Educational Rights and Privacy Act (FERPA), 20 U.S.C. § 1232g; 34 CFR Part 99.' },
      {
        citation:
          "Children's Online Privacy Protection Act (COPPA), 15 U.S.C. §§ 6501–6506; FTC COPPA Rule, 16 CFR Part 312.",
      },
      { citation: 'UNESCO (2021). Recommendation on the Ethics of Artificial Intelligence. Paris: UNESCO.' },
      {
        citation:
          'U.S. Department of Education, Office of Educational Technology (2023). Artificial Intelligence and the Future of Teaching and Learning: Insights and Recommendations.',
      },
    ],
  },
  {
    slug: 'personalized-learning-at-scale',
    title: 'Personalized Learning at Scale',
    description: 'What the research on tutoring says, and how to use it with a whole class.',
    minutes: 5,
    sections: [
      {
        heading: 'Why tutoring works',
        paragraphs: [
          'Bloom (1984) reported that students taught one-to-one with mastery methods performed about two standard deviations above students in conventional classes: the “2 sigma problem” of finding group methods that come close. Later work is more modest but still strong. VanLehn’s 2011 review found human tutoring had an effect size of about 0.79, and step-based intelligent tutoring systems about 0.76, compared with no tutoring. A 2020 meta-analysis of randomised trials by Nickow, Oreopoulos and Quan found that tutoring programmes raised achievement by about a third of a standard deviation on average.',
        ],
      },
      {
        heading: 'What the effective programmes share',
        paragraphs: [
          'Frequent sessions, a focus on the student’s next step rather than the whole syllabus, and a tutor who asks the student to do the thinking. The tutoring research points to explanation and feedback at each step, not only at the final answer, as the active ingredient.',
        ],
      },
      {
        heading: 'Using it with a class',
        paragraphs: [
          'Personalising for thirty students does not mean thirty lesson plans. Group students by the skill their scores show they need next, assign a short learning path to each group, and let the tutor give step-by-step practice while you work with the group that needs you most. RAND’s studies of personalised-learning schools found positive but uneven gains: implementation, not the software alone, made the difference.',
        ],
      },
    ],
    sources: [
      {
        citation:
          'Bloom, B. S. (1984). The 2 Sigma Problem: The Search for Methods of Group Instruction as Effective as One-to-One Tutoring. Educational Researcher, 13(6), 4–16.',
        href: 'https://doi.org/10.3102/0013189X013006004',
      },
      {
        citation:
          'VanLehn, K. (2011). The Relative Effectiveness of Human Tutoring, Intelligent Tutoring Systems, and Other Tutoring Systems. Educational Psychologist, 46(4), 197–221.',
        href: 'https://doi.org/10.1080/00461520.2011.611369',
      },
      {
        citation:
          'Nickow, A., Oreopoulos, P., & Quan, V. (2020). The Impressive Effects of Tutoring on PreK-12 Learning: A Systematic Review and Meta-Analysis of the Experimental Evidence. NBER Working Paper 27476.',
      },
      {
        citation:
          'Pane, J. F., Steiner, E. D., Baird, M. D., & Hamilton, L. S. (2015). Continued Progress: Promising Evidence on Personalized Learning. RAND Corporation.',
      },
    ],
  },
  {
    slug: 'ai-powered-assessment',
    title: 'AI-Powered Assessment',
    description:
      'Using automatic grading for quick formative feedback while keeping judgement with the teacher.',
    minutes: 4,
    sections: [
      {
        heading: 'Formative first',
        paragraphs: [
          'Black and Wiliam’s 1998 review of formative assessment reported effect sizes typically between 0.4 and 0.7 when teachers used evidence of learning to adapt teaching. The value lies in the speed of the loop: a quiz marked tonight changes tomorrow’s lesson. Automatic grading of short answers is most useful here, on low-stakes work where a fast, consistent first pass frees time for the answers that need a closer look.',
        ],
      },
      {
        heading: 'What good feedback looks like',
        paragraphs: [
          'Hattie and Timperley (2007) found feedback works best when it tells students where they are going, how they are doing and what to do next, at the level of the task and the process rather than praise of the person. Shute (2008) adds that formative feedback should be specific, clear and no longer than needed. Check that automatically generated comments meet that bar before students see them.',
        ],
      },
      {
        heading: 'Keep a person accountable',
        paragraphs: [
          'Review a sample of automatically graded answers each time, especially unusual answers and those near a cut-off, and override where the grader is wrong. Never let an automatic score alone decide a report-card grade or a placement. Tell students how their work is marked and how to ask for a second look.',
        ],
      },
    ],
    sources: [
      {
        citation:
          'Black, P., & Wiliam, D. (1998). Assessment and Classroom Learning. Assessment in Education: Principles, Policy & Practice, 5(1), 7–74.',
        href: 'https://doi.org/10.1080/0969595980050102',
      },
      {
        citation:
          'Hattie, J., & Timperley, H. (2007). The Power of Feedback. Review of Educational Research, 77(1), 81–112.',
        href: 'https://doi.org/10.3102/003465430298487',
      },
      {
        citation:
          'Shute, V. J. (2008). Focus on Formative Feedback. Review of Educational Research, 78(1), 153–189.',
        href: 'https://doi.org/10.3102/0034654307313795',
      },
    ],
  },
];

export const findArticle = (slug: string) => ARTICLES.find((a) => a.slug === slug) ?? null;
