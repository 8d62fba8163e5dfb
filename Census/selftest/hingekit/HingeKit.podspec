# Census self-test: a third-party pod (its repository is animatic-selftest/hingekit, which the
# self-test's dependency table names for the pod), built whole from its sources by the third and
# fifth measures. Its umbrella header HingeKit.h (as Xcode's framework template writes one) is not an
# Objective-C source (the eighteenth step).
Pod::Spec.new do |s|
  s.name         = 'HingeKit'
  s.version      = '2.1.0'
  s.summary      = 'Hinged door transitions.'
  s.source       = { :git => 'https://example.invalid/hingekit.git', :tag => s.version.to_s }
  s.source_files = 'Sources/**/*.{swift,h}'
end
